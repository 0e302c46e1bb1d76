import { UNSAVED_CHANGES_MESSAGE } from '@fsmis/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Shown when a logout was refused because this form holds unsaved edits (spec 4): the user saves or
 * discards them, and is logged out either way.
 */
export function UnsavedChangesPanel({
  attempt,
  saving,
  onSaveAndLogOut,
  onDiscardAndLogOut,
}: {
  /** Changes with each refused logout: the panel takes focus again, so the user hears why. */
  readonly attempt: number;
  readonly saving: boolean;
  readonly onSaveAndLogOut: () => void;
  readonly onDiscardAndLogOut: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each refused logout
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [attempt]);
  return (
    <div
      className="unsaved-changes"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="unsaved-changes-title"
    >
      <h2 id="unsaved-changes-title" className="unsaved-changes__title">
        {UNSAVED_CHANGES_MESSAGE}
      </h2>
      <p>
        You asked to log out, but your profile has changes you have not saved. Save them or discard them
        first.
      </p>
      <div className="button-group unsaved-changes__actions">
        <Button pending={saving} onClick={onSaveAndLogOut}>
          Save and log out
        </Button>
        <Button variant="secondary" onClick={onDiscardAndLogOut}>
          Discard and log out
        </Button>
      </div>
    </div>
  );
}
