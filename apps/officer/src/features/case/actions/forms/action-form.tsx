import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ActionFormKit } from './use-action-form';

/** What the confirmation of an irreversible step says, and what its button is called. */
export type Confirmation = {
  readonly title: string;
  readonly body: ReactNode;
  /** The action itself, e.g. "Void the application". */
  readonly confirmLabel: string;
  readonly destructive?: boolean;
};

export type ActionFormProps<Input extends FieldValues, Output> = {
  readonly kit: ActionFormKit<Input, Output>;
  /** The id of the element naming the form (the panel's heading). */
  readonly labelledBy: string;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** Takes the step; rejects with the API's refusal. */
  readonly send: (values: Output) => Promise<unknown>;
  /** The step was taken: the panel closes (the case view shows the message and the new state). */
  readonly onDone: () => void;
  readonly onCancel: () => void;
  /** Irreversible steps are confirmed first; a function may decide from the values (findings or none). */
  readonly confirm?: Confirmation | ((values: Output) => Confirmation | null);
  readonly children?: ReactNode;
};

/**
 * The frame of every action: the error summary, the fields, the step's button and Cancel, and for an
 * irreversible step the confirmation. The dialog closes before the step is sent, so that once the
 * answer comes focus can move to its message (or to the problems) outside the modal.
 */
export function ActionForm<Input extends FieldValues, Output>({
  kit,
  labelledBy,
  submitLabel,
  pending,
  send,
  onDone,
  onCancel,
  confirm,
  children,
}: ActionFormProps<Input, Output>) {
  const [awaiting, setAwaiting] = useState<{
    readonly values: Output;
    readonly copy: Confirmation;
  } | null>(null);

  // A step that ends something is shown as such before its confirmation too.
  const destructive = typeof confirm === 'object' && confirm.destructive === true;

  const run = (values: Output) => {
    kit.reportProblems([]);
    send(values).then(onDone, (error: unknown) => kit.reportRefusal(error));
  };

  const submit = kit.form.handleSubmit(
    (valid) => {
      const copy = typeof confirm === 'function' ? confirm(valid) : (confirm ?? null);
      if (copy) setAwaiting({ values: valid, copy });
      else run(valid);
    },
    (invalid) => kit.reportProblems(kit.summaryOf(invalid)),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="case-actions__form">
      {/* Before the summary: when both change at once, the dialog hands focus back first. */}
      <ConfirmDialog
        open={awaiting !== null}
        title={awaiting?.copy.title ?? ''}
        confirmLabel={awaiting?.copy.confirmLabel ?? submitLabel}
        destructive={awaiting?.copy.destructive ?? false}
        onConfirm={() => {
          if (!awaiting) return;
          setAwaiting(null);
          run(awaiting.values);
        }}
        onCancel={() => setAwaiting(null)}
      >
        {awaiting?.copy.body}
      </ConfirmDialog>
      <ErrorSummary items={kit.problems.items} focusKey={kit.problems.attempt} />
      {children}
      <div className="button-group">
        <Button type="submit" variant={destructive ? 'warning' : 'primary'} pending={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
