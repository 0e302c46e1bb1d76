import type { MaintenanceWindow } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { TableRegion } from '@fsmis/ui/components/table';
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
  if (windows.length === 0) {
    return (
      <EmptyState>
        <p>No maintenance has been scheduled yet.</p>
      </EmptyState>
    );
  }
  return (
    <TableRegion labelledBy="maintenance-windows-caption" busy={busy}>
      <table className="table">
        <caption id="maintenance-windows-caption" className="visually-hidden">
          Maintenance windows, the latest start first (Singapore time)
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              From
            </th>
            <th scope="col" className="table__header">
              Until
            </th>
            <th scope="col" className="table__header">
              Message companies see
            </th>
            <th scope="col" className="table__header">
              State
            </th>
            <th scope="col" className="table__header">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {windows.map((item) => (
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
                  <Button
                    variant="secondary"
                    className="site-settings__row-action"
                    onClick={() => onEnd(item)}
                  >
                    {item.state === 'current' ? 'End now' : 'Cancel'}
                    <span className="visually-hidden"> the maintenance from {whenOf(item.startsAt)}</span>
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
