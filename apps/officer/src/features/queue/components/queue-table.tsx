import { formatDay, isEnded, type OfficerQueueItem } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable, type DataTableColumn } from '@fsmis/ui/components/data-table';
import { Tag } from '@fsmis/ui/components/tag';
import { Link, useLocation } from 'react-router';
import { ApplicationStatusTag } from '../../../components/application-status-tag';
import { paths } from '../../../config/paths';

const QUEUE_COLUMNS: readonly DataTableColumn[] = [
  'Reference',
  'Company',
  'Programme',
  'Type',
  'Status',
  'Waiting',
  'Due',
  'Whose move',
  'Assigned to',
  { key: 'actions', label: <span className="visually-hidden">Actions</span> },
];

/** Whose move it is, in the officer's words. */
export function waitingOnLabel(party: OfficerQueueItem['waitingOn']): string {
  if (party === 'company') return 'Company';
  if (party === 'officer') return 'Regulator';
  return 'Nobody: ended';
}

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** Whether the reader may take the application: it is open and not already theirs. */
export const mayAssignToReader = (item: OfficerQueueItem, readerId: string) =>
  !isEnded(item.status) && item.assignedOfficer?.id !== readerId;

/** One page of the queue, the longest waiting first, as the API orders it. */
export function QueueTable({
  items,
  readerId,
  busy,
  captionId,
  assigningId,
  onAssignToReader,
}: {
  readonly items: readonly OfficerQueueItem[];
  readonly readerId: string;
  /** True while the rows shown are the previous page's, waiting for the new ones. */
  readonly busy: boolean;
  readonly captionId: string;
  /** The application being assigned now, if any. */
  readonly assigningId: string | null;
  readonly onAssignToReader: (item: OfficerQueueItem) => void;
}) {
  // The case's breadcrumb leads back to this page of the queue, with its filters.
  const location = useLocation();
  const returnTo = { returnTo: `${location.pathname}${location.search}` };
  return (
    <DataTable
      captionId={captionId}
      caption="Applications in the queue, the longest waiting in their status first"
      columns={QUEUE_COLUMNS}
      rows={items}
      busy={busy}
      className="queue-table"
    >
      {(item) => (
        <tr key={item.id} className={item.overdue ? 'queue-table__row--overdue' : undefined}>
          <th scope="row" className="table__cell table__cell--nowrap">
            <Link to={paths.application.href(item.id)} state={returnTo}>
              {item.referenceNumber}
            </Link>
          </th>
          <td className="table__cell queue-table__text">
            <CompanyText text={item.companyName} />
            {item.companyUen ? <span className="queue-table__meta">UEN {item.companyUen}</span> : null}
          </td>
          <td className="table__cell">{item.programmeLabel}</td>
          <td className="table__cell queue-table__text">{item.categoryLabel}</td>
          <td className="table__cell">
            <ApplicationStatusTag status={item.status} label={item.statusLabel} />
          </td>
          <td className="table__cell table__cell--nowrap">
            <time dateTime={item.statusSince}>{daysText(item.ageDays)}</time>
          </td>
          <td className="table__cell table__cell--nowrap">
            <DueDate item={item} />
          </td>
          <td className="table__cell">{waitingOnLabel(item.waitingOn)}</td>
          <td className="table__cell queue-table__text">
            {item.assignedOfficer === null ? (
              <span className="queue-table__unassigned">Unassigned</span>
            ) : item.assignedOfficer.id === readerId ? (
              `${item.assignedOfficer.name} (you)`
            ) : (
              item.assignedOfficer.name
            )}
          </td>
          <td className="table__cell table__cell--nowrap">
            {mayAssignToReader(item, readerId) ? (
              <Button
                variant="secondary"
                className="queue-table__assign"
                pending={assigningId === item.id}
                onClick={() => onAssignToReader(item)}
              >
                <span>
                  Assign<span className="visually-hidden"> {item.referenceNumber}</span> to me
                </span>
              </Button>
            ) : null}
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** The due date of the step at hand; an overdue one says so in words, not by colour alone. */
function DueDate({ item }: { readonly item: OfficerQueueItem }) {
  if (item.dueDate === null) return <span className="queue-table__none">None</span>;
  const date = <time dateTime={item.dueDate}>{formatDay(item.dueDate)}</time>;
  return item.overdue ? (
    <span className="queue-table__overdue">
      <Tag colour="red">Overdue</Tag> {date}
    </span>
  ) : (
    date
  );
}
