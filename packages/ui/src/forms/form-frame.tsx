import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import type { FormKit } from '@fsmis/ui/lib/use-form-kit';
import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues } from 'react-hook-form';

/** What the confirmation of an irreversible step says, and what its button is called. */
export type Confirmation = {
  readonly title: string;
  readonly body: ReactNode;
  /** The confirming button's words: the action itself, e.g. "Void the application". */
  readonly confirmLabel: string;
  readonly destructive?: boolean;
};

/** What names a form: its own words, or the id of the heading that names it. */
export type FormName =
  | { readonly label: string; readonly labelledBy?: never }
  | { readonly labelledBy: string; readonly label?: never };

export type FormFrameOptions<Output, Result> = {
  /** The feature's class for the form (its width in its page). */
  readonly className?: string;
  readonly submitLabel: string;
  /** The button's words while the form is on its way, e.g. "Saving…"; without it the button only shows it is busy. */
  readonly pendingLabel?: string;
  readonly pending: boolean;
  /** Sends the checked values; resolves to the API's answer, rejects with its refusal. */
  readonly send: (values: Output) => Promise<Result>;
  readonly onDone: (result: Result) => void;
  /** The form stays in the page once sent: it starts afresh from its first values. */
  readonly resetOnDone?: boolean;
  /**
   * A step beside the page's main action is drawn as a secondary button (acknowledging a suspension,
   * beside the appeal); a step that ends something as a warning, from its confirmation.
   */
  readonly secondary?: boolean;
  /** Offers Cancel beside the form's button. */
  readonly onCancel?: () => void;
  /** The cancelling button's words when "Cancel" alone would not say what is cancelled ("Cancel editing"). */
  readonly cancelLabel?: string;
  /** Irreversible steps are confirmed first; a function may decide from the values (findings or none). */
  readonly confirm?: Confirmation | ((values: Output) => Confirmation | null);
  readonly children?: ReactNode;
};

export type FormFrameProps<Input extends FieldValues, Output, Result> = FormName &
  FormFrameOptions<Output, Result> & { readonly kit: FormKit<Input, Output> };

/**
 * The frame of a form that is sent in one go (every console form): its error summary first, its fields, its button (and Cancel where
 * the form can be left), and for an irreversible step the confirmation, which shows the step under way
 * until the API answers. The dialog closes before the answer is shown, so that focus can move to its
 * message (or to the problems) outside the modal.
 */
export function FormFrame<Input extends FieldValues, Output, Result>({
  kit,
  label,
  labelledBy,
  className,
  submitLabel,
  pendingLabel,
  pending,
  send,
  onDone,
  resetOnDone = false,
  secondary = false,
  onCancel,
  cancelLabel = 'Cancel',
  confirm,
  children,
}: FormFrameProps<Input, Output, Result>) {
  const [awaiting, setAwaiting] = useState<{
    readonly values: Output;
    readonly copy: Confirmation;
  } | null>(null);
  // A step that ends something is shown as such before its confirmation too.
  const destructive = typeof confirm === 'object' && confirm.destructive === true;
  // While the confirmation is open, its own button shows the step under way.
  const sending = pending && awaiting === null;

  const button = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  /**
   * The form starts afresh. A press on its button leaves focus in the field last typed in (`Button`);
   * left there, the emptied field would count as touched once focus leaves it and show its error for a
   * form not begun again. Focus goes to the button first, then the values and their state go.
   */
  const startAfresh = () => {
    if (form.current?.contains(document.activeElement)) button.current?.focus();
    kit.form.reset();
  };

  const run = (values: Output) => {
    kit.clearProblems();
    send(values).then(
      (result) => {
        flushSync(() => setAwaiting(null));
        if (resetOnDone) startAfresh();
        onDone(result);
      },
      (error: unknown) => {
        flushSync(() => setAwaiting(null));
        kit.reportRefusal(error);
      },
    );
  };

  const submit = kit.form.handleSubmit((valid) => {
    // The values pass now: the last attempt's problems no longer stand, confirmed or not.
    kit.clearProblems();
    const copy = typeof confirm === 'function' ? confirm(valid) : (confirm ?? null);
    if (copy) setAwaiting({ values: valid, copy });
    else run(valid);
  }, kit.reportInvalid);

  return (
    <form
      ref={form}
      noValidate
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void submit(event);
      }}
    >
      <ErrorSummary items={kit.problems.items} focusKey={kit.problems.attempt} />
      {children}
      <div className="button-group">
        <Button
          ref={button}
          type="submit"
          variant={destructive ? 'warning' : secondary ? 'secondary' : 'primary'}
          pending={sending}
        >
          {sending && pendingLabel ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={awaiting !== null}
        title={awaiting?.copy.title ?? ''}
        confirmLabel={pending && pendingLabel ? pendingLabel : (awaiting?.copy.confirmLabel ?? submitLabel)}
        destructive={awaiting?.copy.destructive ?? false}
        pending={pending}
        onConfirm={() => {
          if (awaiting) run(awaiting.values);
        }}
        onCancel={() => setAwaiting(null)}
      >
        {awaiting?.copy.body}
      </ConfirmDialog>
    </form>
  );
}
