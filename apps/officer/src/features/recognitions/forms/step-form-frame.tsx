import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import type { ReactNode } from 'react';
import type { StepForm } from './use-step-form';

/** What the confirmation of an irreversible step says, and what its button does. */
export type StepConfirmation = {
  readonly title: string;
  readonly body: ReactNode;
  /** The confirming button's words: the action itself. */
  readonly confirmLabel: string;
  readonly destructive?: boolean;
};

/**
 * The frame of a step's form: named after the step, its error summary first, its fields, the button
 * that takes the step and, for an irreversible one, the dialog that confirms it.
 */
export function StepFormFrame({
  label,
  form,
  submitLabel,
  pendingLabel,
  pending,
  confirmation,
  onSubmit,
  children,
}: {
  /** The form's accessible name: the step, e.g. "Suspend the recognition". */
  readonly label: string;
  readonly form: StepForm;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly confirmation?: StepConfirmation;
  /** Reads the fields and hands them to `form.submit`. */
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}) {
  // While the dialog is open, the dialog's button shows the step under way.
  const sending = pending && !form.confirming;
  return (
    <form
      className="recognitions-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void onSubmit();
      }}
    >
      <ErrorSummary items={form.summary} focusKey={form.attempt} />
      {children}
      <div className="button-group">
        <Button type="submit" variant={confirmation?.destructive ? 'warning' : 'primary'} pending={sending}>
          {sending ? pendingLabel : submitLabel}
        </Button>
      </div>
      {confirmation ? (
        <ConfirmDialog
          open={form.confirming}
          title={confirmation.title}
          confirmLabel={pending ? pendingLabel : confirmation.confirmLabel}
          destructive={confirmation.destructive ?? false}
          pending={pending}
          onConfirm={form.confirm}
          onCancel={form.cancel}
        >
          {confirmation.body}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
