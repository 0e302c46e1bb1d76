import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { WarningText } from '@fsmis/ui/components/warning-text';
import type { TermsDocument } from '../api/get-terms-documents';
import type { OfficerTermsItem } from '../api/get-terms-requests';

/**
 * Confirms sending a programme's current terms to the company that asked: which version goes, and that
 * the company is told and must acknowledge it.
 */
export function SendTermsDialog({
  item,
  current,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The request being answered; null while the dialog is closed. */
  readonly item: OfficerTermsItem | null;
  /** The programme's newest published version, or null when none is published (or not yet read). */
  readonly current: TermsDocument | null;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const programme = item?.applicationType.label ?? '';
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Send the ${programme} terms to ${item?.company.name ?? ''}?`}
      confirmLabel="Send the terms"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {current ? (
        <p>
          {item?.company.name} ({item?.company.uen}) will be sent version {current.version} of the {programme}{' '}
          terms and conditions, “{current.title}”, and asked to acknowledge them. The company is notified.
        </p>
      ) : (
        <WarningText>
          No version of the {programme} terms and conditions is published yet: publish one before sending
          them.
        </WarningText>
      )}
      <p>Once sent, the request leaves this list. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
