import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import type { ReactNode } from 'react';
import type { AutosaveStatus } from '../../lib/form-drafts';
import { useSignOut } from '../../lib/sign-out';
import { UnsavedChangesPanel } from '../ui/unsaved-changes-panel';
import type { DraftFormKit } from './use-draft-form';

/**
 * What a form shows above itself: the error summary of the last submission, the panel that holds up a
 * logout while there are unsaved edits (saving or discarding them, then logging out), and the notice
 * that an earlier visit's changes were restored.
 */
export function FormNotices({
  kit,
  dirty,
  unsaved,
  restored,
}: {
  readonly kit: Pick<DraftFormKit, 'problems' | 'logoutAttempts' | 'restored' | 'discardChanges'>;
  readonly dirty: boolean;
  readonly unsaved: {
    readonly saveLabel: string;
    readonly saving: boolean;
    /** Submits the form, calling `after` once it has saved. */
    readonly saveThen: (after: () => void) => void;
    readonly message: ReactNode;
  };
  /** The message of the "Unsaved changes restored" notice, shown when an earlier visit's edits were restored. */
  readonly restored: ReactNode;
}) {
  const { signOut } = useSignOut();
  const { problems, logoutAttempts, discardChanges: onDiscard } = kit;
  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      {dirty && logoutAttempts > 0 ? (
        <UnsavedChangesPanel
          attempt={logoutAttempts}
          saveLabel={unsaved.saveLabel}
          saving={unsaved.saving}
          onSave={() => unsaved.saveThen(() => void signOut({ force: true }))}
          onDiscard={async () => {
            await onDiscard();
            await signOut({ force: true });
          }}
        >
          {unsaved.message}
        </UnsavedChangesPanel>
      ) : null}
      {kit.restored ? (
        <NotificationBanner title="Unsaved changes restored">
          {restored}
          <Button variant="secondary" onClick={() => void onDiscard()}>
            Discard these changes
          </Button>
        </NotificationBanner>
      ) : null}
    </>
  );
}

/** Where the draft of unsaved edits stands, read out politely as it changes. */
export function DraftStatus({
  status,
  unsaved,
  keptMessage,
  failedMessage,
  className,
}: {
  readonly status: AutosaveStatus;
  readonly unsaved: boolean;
  readonly keptMessage: string;
  readonly failedMessage: string;
  readonly className: string;
}) {
  const text = !unsaved
    ? ''
    : status === 'saving'
      ? 'Keeping your changes…'
      : status === 'saved'
        ? keptMessage
        : // Refused, or out of reach (tried again shortly): either way not kept yet.
          status === 'failed' || status === 'waiting'
          ? failedMessage
          : '';
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}
