import { UNSAVED_CHANGES_MESSAGE } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { type ReactNode, useEffect, useRef } from 'react';
import './unsaved-changes-panel.css';

export type UnsavedChangesPanelProps = {
  /** Changes with each refused logout: the panel takes focus again, so the user hears why. */
  readonly attempt: number;
  /** What holds the unsaved changes, and what the user can do about them. */
  readonly children: ReactNode;
  readonly saveLabel: string;
  readonly saving: boolean;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
};

/**
 * Shown on a form when a logout was refused because the form holds unsaved edits (docs/requirements.md §4):
 * the user keeps them (saves or sends the form) or discards them, and is logged out either way.
 */
export function UnsavedChangesPanel({
  attempt,
  children,
  saveLabel,
  saving,
  onSave,
  onDiscard,
}: UnsavedChangesPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each refused logout
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [attempt]);
  return (
    <div
      className="unsaved-changes-panel"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="unsaved-changes-panel-title"
    >
      <h2 id="unsaved-changes-panel-title" className="unsaved-changes-panel__title">
        {UNSAVED_CHANGES_MESSAGE}
      </h2>
      {children}
      <div className="button-group unsaved-changes-panel__actions">
        <Button pending={saving} onClick={onSave}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard and log out
        </Button>
      </div>
    </div>
  );
}
