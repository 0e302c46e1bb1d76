import type { ReactNode } from 'react';
import type { AutosaveStatus } from '../../lib/form-drafts';
import { useSignOut } from '../../lib/sign-out';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { NotificationBanner } from '../ui/notification-banner';
import { UnsavedChangesPanel } from '../ui/unsaved-changes-panel';
import type { Problems } from './use-draft-form';

/**
 * What a form shows above itself: the error summary of the last submission, the panel that holds up a
 * logout while there are unsaved edits (saving or discarding them, then logging out), and the notice
 * that an earlier visit's changes were restored.
 */
export function FormNotices({
  problems,
  dirty,
  logoutAttempts,
  unsaved,
  restored,
  onDiscard,
}: {
  readonly problems: Problems;
  readonly dirty: boolean;
  readonly logoutAttempts: number;
  readonly unsaved: {
    readonly saveLabel: string;
    readonly saving: boolean;
    /** Submits the form, calling `after` once it has saved. */
    readonly saveThen: (after: () => void) => void;
    readonly message: ReactNode;
  };
  /** The message of the "Unsaved changes restored" notice; null when nothing was restored. */
  readonly restored: ReactNode | null;
  readonly onDiscard: () => Promise<void>;
}) {
  const { signOut } = useSignOut();
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
      {restored ? (
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
        : status === 'failed'
          ? failedMessage
          : '';
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}
