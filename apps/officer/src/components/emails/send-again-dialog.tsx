import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import type { OutgoingEmail } from '../../lib/outgoing-emails';

/** Confirms sending a failed e-mail again: which one, to whom, and why it failed last time. */
export function SendAgainDialog({
  email,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The e-mail to send again; null while the dialog is closed. */
  readonly email: OutgoingEmail | null;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={email !== null}
      title="Send the e-mail again?"
      confirmLabel="Send it again"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The e-mail “{email?.subject}” to {email?.to} goes back into the queue, and is tried again until the
        mail server takes it.
      </p>
      {email?.lastError ? <p>It failed last time because: {email.lastError}</p> : null}
      <p>The audit log records that you sent it again.</p>
    </ConfirmDialog>
  );
}
