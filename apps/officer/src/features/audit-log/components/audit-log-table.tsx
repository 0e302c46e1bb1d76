import { formatMoment } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AuditEntry } from '../api/get-audit-log';
import { auditSummary } from '../utils/audit-changes';
import { entityName } from '../utils/audit-entity-names';

const SUMMARY_TITLES = { created: 'Created', changed: 'Changed', removed: 'Removed' } as const;

/** One page of the audit log, newest first: when, who, what, on which entity, and what it changed. */
export function AuditLogTable({
  entries,
  busy,
}: {
  readonly entries: readonly AuditEntry[];
  readonly busy: boolean;
}) {
  return (
    <DataTable
      captionId="audit-log-caption"
      caption="Audit log entries, newest first"
      columns={['When', 'Officer', 'Action', 'Entity', 'What changed']}
      rows={entries}
      busy={busy}
      className="audit-log-table"
    >
      {(entry) => (
        <tr key={entry.id}>
          <th scope="row" className="table__cell table__cell--nowrap">
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </th>
          <td className="table__cell audit-log-table__officer">
            {entry.officer ? (
              <>
                {entry.officer.name}
                {entry.officer.email ? (
                  <span className="audit-log-table__muted">{entry.officer.email}</span>
                ) : null}
              </>
            ) : (
              <code>{entry.actor}</code>
            )}
          </td>
          <td className="table__cell audit-log-table__action">
            <code>{entry.action}</code>
          </td>
          <td className="table__cell">
            {entityName(entry.entityType)}
            {entry.entityId ? (
              <span className="audit-log-table__muted">
                <code className="audit-log-table__code">{entry.entityId}</code>{' '}
                <Link to={paths.auditLog.href({ EntityId: entry.entityId })}>
                  All entries<span className="visually-hidden"> of {entry.entityId}</span>
                </Link>
              </span>
            ) : null}
          </td>
          <td className="table__cell audit-log-table__changes">
            <EntryChanges entry={entry} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

function EntryChanges({ entry }: { readonly entry: AuditEntry }) {
  const summary = auditSummary(entry.before, entry.after);
  return (
    <>
      {summary.kind === 'none' ? (
        <p className="audit-log-table__none">No field changed.</p>
      ) : (
        <>
          <p className="audit-log-table__kind">{SUMMARY_TITLES[summary.kind]}</p>
          <ul className="audit-log-table__fields">
            {summary.fields.map((change) => (
              <li key={change.field}>
                <span className="audit-log-table__field">{change.field}:</span>{' '}
                {summary.kind === 'changed' ? (
                  <>
                    {change.before} <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> to</span> {change.after}
                  </>
                ) : (
                  change.after || change.before
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.before || entry.after ? (
        <details className="audit-log-table__details">
          <summary>
            Before and after<span className="visually-hidden">, as recorded</span>
          </summary>
          <SnapshotBlock title="Before" snapshot={entry.before} />
          <SnapshotBlock title="After" snapshot={entry.after} />
          {entry.requestId ? (
            <p className="audit-log-table__muted">
              Request <code>{entry.requestId}</code>
            </p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}

function SnapshotBlock({
  title,
  snapshot,
}: {
  readonly title: string;
  readonly snapshot: AuditEntry['before'];
}) {
  return (
    <div className="audit-log-table__snapshot">
      <p className="audit-log-table__field">{title}</p>
      {snapshot ? <pre>{JSON.stringify(snapshot, null, 2)}</pre> : <p>(nothing)</p>}
    </div>
  );
}
