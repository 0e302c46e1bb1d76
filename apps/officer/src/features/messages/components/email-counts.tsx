import { formatNumber, OUTGOING_EMAIL_STATUS_LABELS, OutgoingEmailStatus } from '@fsmis/domain';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Link } from 'react-router';
import { useEmailCounts } from '../api/get-email-counts';

const STATES = [
  { status: OutgoingEmailStatus.queued, key: 'queued', plural: 'queued e-mails' },
  { status: OutgoingEmailStatus.sent, key: 'sent', plural: 'sent e-mails' },
  { status: OutgoingEmailStatus.failed, key: 'failed', plural: 'failed e-mails' },
] as const;

/** How many e-mails of the whole outbox are queued, sent and failed, each a way to list only those. */
export function EmailCounts({
  hrefOf,
  onNavigate,
}: {
  /** The Messages screen listing the e-mails in one state. */
  readonly hrefOf: (status: OutgoingEmailStatus) => string;
  readonly onNavigate: () => void;
}) {
  const counts = useEmailCounts();
  if (counts.isPending) return <p role="status">Loading the number of e-mails in each state…</p>;
  if (counts.isError) {
    return (
      <LoadProblem error={counts.error} retrying={counts.isFetching} onRetry={() => void counts.refetch()} />
    );
  }
  return (
    <dl className="messages-counts" aria-busy={counts.isFetching || undefined}>
      {STATES.map(({ status, key, plural }) => (
        <div key={key} className={`messages-counts__item messages-counts__item--${key}`}>
          <dt className="messages-counts__label">{OUTGOING_EMAIL_STATUS_LABELS[status]}</dt>
          <dd className="messages-counts__value">{formatNumber(counts.data[key])}</dd>
          <dd className="messages-counts__link">
            <Link to={hrefOf(status)} onClick={onNavigate}>
              List only these<span className="visually-hidden"> {plural}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
