import type { MaintenanceWindow } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { DataTable } from '@fsmis/ui/components/data-table';
import { ScheduleStateTag } from './schedule-state-tag';
import { whenOf } from './singapore-when';

/** Every maintenance item, past, current and scheduled, the latest start first. */
export function MaintenanceWindowsTable({
  windows,
  busy,
  onEnd,
}: {
  readonly windows: readonly MaintenanceWindow[];
  readonly busy: boolean;
  readonly onEnd: (item: MaintenanceWindow) => void;
}) {
  return (
    <DataTable
      captionId="maintenance-windows-caption"
      caption="Maintenance windows, the latest start first (Singapore time)"
      columns={['From', 'Until', 'Message companies see', 'State', 'Action']}
      rows={windows}
      empty={<p>No maintenance has been scheduled yet.</p>}
      busy={busy}
    >
      {(item) => (
        <tr key={item.id}>
          <th scope="row" className="table__cell table__cell--nowrap">
            {whenOf(item.startsAt)}
          </th>
          <td className="table__cell table__cell--nowrap">
            {item.endsAt ? whenOf(item.endsAt) : 'Until ended'}
          </td>
          <td className="table__cell site-settings__message">{item.message}</td>
          <td className="table__cell">
            <ScheduleStateTag kind="maintenance" state={item.state} />
          </td>
          <td className="table__cell">
            {item.state === 'current' || item.state === 'scheduled' ? (
              <Button variant="secondary" className="site-settings__row-action" onClick={() => onEnd(item)}>
                {item.state === 'current' ? 'End now' : 'Cancel'}
                <span className="visually-hidden"> the maintenance from {whenOf(item.startsAt)}</span>
              </Button>
            ) : null}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
