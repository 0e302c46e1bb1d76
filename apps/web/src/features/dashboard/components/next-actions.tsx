import { formatDay, type NextActionKind, type PtRoundSection } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSelectModule } from '../../../lib/select-module';
import { type NextAction, useNextActions } from '../api/get-next-actions';
import './next-actions.css';

const PT_TABS: Partial<Record<NextActionKind, PtRoundSection>> = {
  'pt-registration': 'registration',
  'pt-results': 'results',
};

/**
 * "What to do next": every action the company must take, soonest deadline first, each leading to where
 * it is done. The API decides what is listed; nothing is worked out here.
 */
export function NextActions() {
  const next = useNextActions();
  return (
    <section className="section" aria-labelledby="next-actions-heading">
      <h2 id="next-actions-heading">What to do next</h2>
      {next.isPending ? (
        <p role="status">Loading what you need to do…</p>
      ) : next.isError ? (
        <LoadProblem error={next.error} retrying={next.isFetching} onRetry={() => void next.refetch()} />
      ) : next.data.actions.length === 0 ? (
        <p>You do not need to do anything now. We will email you when you do.</p>
      ) : (
        <ol className="next-actions">
          {next.data.actions.map((action) => (
            <li className="next-actions__item" key={`${action.kind}:${placeKey(action)}`}>
              <p className="next-actions__due">
                {action.dueDate ? (
                  <>
                    Due by{' '}
                    <strong>
                      <time dateTime={action.dueDate}>{formatDay(action.dueDate)}</time>
                    </strong>
                  </>
                ) : (
                  'No deadline'
                )}
              </p>
              <p className="next-actions__what">
                <ActionLink action={action} />
              </p>
              {action.place.subject === 'suspension' ? null : (
                <p className="next-actions__where">{action.place.name}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function placeKey(action: NextAction): string {
  const { place } = action;
  if (place.subject === 'application') return place.applicationId;
  if (place.subject === 'suspension') return place.suspensionId;
  return place.roundId;
}

function ActionLink({ action }: { readonly action: NextAction }) {
  const { place } = action;
  if (place.subject === 'application') {
    return (
      <Link to={`${paths.applicationDetails.href(place.applicationId)}#${action.kind}`}>{action.text}</Link>
    );
  }
  if (place.subject === 'suspension') {
    return (
      <Link to={paths.recognitionSuspension.href(place.recognitionId, place.suspensionId)}>
        {action.text}
      </Link>
    );
  }
  return <PtRoundLink text={action.text} roundId={place.roundId} tab={PT_TABS[action.kind]} />;
}

/**
 * A round's page is in the Proficiency Testing module: the laboratory, which works in both, is switched
 * to it on the way, as Select Module would.
 */
function PtRoundLink({
  text,
  roundId,
  tab,
}: {
  readonly text: string;
  readonly roundId: string;
  readonly tab: PtRoundSection | undefined;
}) {
  const navigate = useNavigate();
  const select = useSelectModule();
  const go = () =>
    select.mutate('pt', { onSuccess: () => void navigate(paths.ptSchemeDetails.href(roundId, tab)) });
  return (
    <>
      <Button variant="link" pending={select.isPending} onClick={go}>
        {text}
      </Button>
      {select.isError ? <span role="alert"> We could not open Proficiency Testing. Try again.</span> : null}
    </>
  );
}
