import type { MaintenanceWindow } from '@fsmis/domain';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { whenOf } from './singapore-when';

/** Confirms ending the maintenance that is on now, or cancelling one not yet begun. */
export function EndMaintenanceDialog({
  item,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The maintenance window to end or cancel; null while the dialog is closed. */
  readonly item: MaintenanceWindow | null;
  readonly pending: boolean;
  readonly onConfirm: (item: MaintenanceWindow) => void;
  readonly onCancel: () => void;
}) {
  const on = item?.state === 'current';
  const span = item
    ? `from ${whenOf(item.startsAt)}${item.endsAt ? ` to ${whenOf(item.endsAt)}` : ''} (Singapore time)`
    : '';
  return (
    <ConfirmDialog
      open={item !== null}
      title={on ? 'End maintenance now?' : 'Cancel this maintenance?'}
      confirmLabel={on ? 'End maintenance now' : 'Cancel the maintenance'}
      cancelLabel={on ? 'Keep maintenance on' : 'Keep it scheduled'}
      destructive
      pending={pending}
      onConfirm={() => item && onConfirm(item)}
      onCancel={onCancel}
    >
      {on ? (
        <p>
          Companies can use the portal again at once: they are no longer sent to the Scheduled Maintenance
          page. To shut the portal again, schedule new maintenance.
        </p>
      ) : (
        <p>
          The maintenance {span} will not take place: companies will not be sent to the Scheduled Maintenance
          page then. This cannot be undone; to have maintenance later, schedule it again.
        </p>
      )}
    </ConfirmDialog>
  );
}
