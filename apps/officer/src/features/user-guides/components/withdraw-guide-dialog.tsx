import type { OfficerUserGuide } from '@fsmis/domain';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';

/** Confirms withdrawing a guide: companies no longer see it, and its file is deleted. */
export function WithdrawGuideDialog({
  guide,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The guide to withdraw; null while the dialog is closed. */
  readonly guide: OfficerUserGuide | null;
  readonly pending: boolean;
  readonly onConfirm: (guide: OfficerUserGuide) => void;
  readonly onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={guide !== null}
      title={`Withdraw “${guide?.title ?? ''}”?`}
      confirmLabel="Withdraw the guide"
      cancelLabel="Keep it"
      destructive
      pending={pending}
      onConfirm={() => guide && onConfirm(guide)}
      onCancel={onCancel}
    >
      <p>
        Companies no longer see it in their User Manual, and its file is deleted. This cannot be undone: to
        offer the guide again, publish it anew.
      </p>
    </ConfirmDialog>
  );
}
