import { REJECTION_REASON_MAX } from '@fsmis/domain';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { Textarea } from '@fsmis/ui/components/textarea';
import type { OfficerTermsItem } from '../api/get-terms-requests';

export const REJECTION_REASON_ID = 'terms-reject-reason';

/**
 * Confirms rejecting a company's request, with the reason the company will read; the reason's error
 * (ours or the API's) shows beside it, in the dialog.
 */
export function RejectTermsDialog({
  item,
  reason,
  error,
  pending,
  onReasonChange,
  onConfirm,
  onCancel,
}: {
  readonly item: OfficerTermsItem | null;
  readonly reason: string;
  readonly error: string | undefined;
  readonly pending: boolean;
  readonly onReasonChange: (reason: string) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const programme = item?.applicationType.label ?? '';
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Reject the request of ${item?.company.name ?? ''} for the ${programme} terms?`}
      confirmLabel="Reject the request"
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The company is told that its request was not accepted, with your reason, and may request the{' '}
        {programme} terms again. This cannot be undone.
      </p>
      <Textarea
        id={REJECTION_REASON_ID}
        label="Reason for rejecting the request"
        hint="The company reads this. Say what it should do instead."
        rows={4}
        value={reason}
        error={error}
        characterCount={{ max: REJECTION_REASON_MAX, count: reason.length }}
        onChange={(event) => onReasonChange(event.target.value)}
      />
    </ConfirmDialog>
  );
}
