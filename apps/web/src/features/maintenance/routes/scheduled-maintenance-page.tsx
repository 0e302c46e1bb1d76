import { formatMoment } from '@fsmis/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { maintenanceStatusQueryOptions, useMaintenanceStatus } from '../api/get-maintenance-status';
import './scheduled-maintenance-page.css';

/** Always reads the status afresh: the user may arrive here because maintenance has just begun. */
export function scheduledMaintenanceLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.fetchQuery({ ...maintenanceStatusQueryOptions(), staleTime: 0 }).catch(() => null);
    return null;
  };
}

export function ScheduledMaintenancePage() {
  // While maintenance is on the page checks every minute, so it can tell the user when it is over.
  const { data: status, isPending } = useMaintenanceStatus({ pollWhileUnderMaintenance: true });

  return (
    <div className="container page maintenance-page">
      <h1>Scheduled Maintenance</h1>
      {/* Polite live region: when the polling finds maintenance over, screen readers hear so. */}
      <div aria-live="polite">
        {isPending ? (
          <p>Checking the maintenance status…</p>
        ) : status?.isUnderMaintenance ? (
          <UnderMaintenance message={status.message} startsAt={status.startsAt} endsAt={status.endsAt} />
        ) : (
          <NotUnderMaintenance statusKnown={status !== undefined} />
        )}
      </div>
    </div>
  );
}

function NotUnderMaintenance({ statusKnown }: { readonly statusKnown: boolean }) {
  return (
    <>
      <p className="lead">
        {statusKnown
          ? 'FSMIS is not under maintenance. You can log in now.'
          : 'We could not check whether FSMIS is under maintenance. Try logging in; if FSMIS is unavailable, try again later.'}
      </p>
      <p>
        <Link className="maintenance-page__action" to={paths.login.href()}>
          Go to Login
        </Link>
      </p>
    </>
  );
}

function UnderMaintenance({
  message,
  startsAt,
  endsAt,
}: {
  readonly message: string | null;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}) {
  const started = formatMoment(startsAt);
  const ends = formatMoment(endsAt);
  return (
    <>
      <p className="lead">{message ?? 'FSMIS is unavailable while we carry out scheduled maintenance.'}</p>
      <dl className="maintenance-page__times">
        {started ? (
          <div>
            <dt>Started</dt>
            <dd>
              <time dateTime={startsAt ?? undefined}>{started}</time> (Singapore time)
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Expected to end</dt>
          <dd>
            {ends ? (
              <>
                <time dateTime={endsAt ?? undefined}>{ends}</time> (Singapore time)
              </>
            ) : (
              'We will announce the end time as soon as we know it.'
            )}
          </dd>
        </div>
      </dl>
      <p>
        You cannot log in or use FSMIS until the maintenance is over. Anything you saved before it began is
        kept. This page checks every minute and will show a link to Login when FSMIS is available again.
      </p>
    </>
  );
}
