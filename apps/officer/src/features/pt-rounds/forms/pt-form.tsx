import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PtFormKit } from './use-pt-form';

/**
 * The frame of a round's form: named after what it does, its error summary first, its fields, then the
 * button that sends it (busy while it is on its way).
 */
export function PtForm<Input extends FieldValues, Output>({
  kit,
  label,
  submitLabel,
  pendingLabel,
  pending,
  send,
  onDone,
  children,
}: {
  readonly kit: PtFormKit<Input, Output>;
  /** The form's accessible name, e.g. "Record the dispatch to A01". */
  readonly label: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  /** Sends the checked values; resolves to the API's confirmation, rejects with its refusal. */
  readonly send: (values: Output) => Promise<string>;
  readonly onDone: (message: string) => void;
  readonly children: ReactNode;
}) {
  const submit = kit.form.handleSubmit(kit.submitWith(send, onDone), (invalid) =>
    kit.reportProblems(kit.summaryOf(invalid)),
  );
  return (
    <form
      className="pt-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void submit(event);
      }}
    >
      <ErrorSummary items={kit.problems.items} focusKey={kit.problems.attempt} />
      {children}
      <div className="button-group">
        <Button type="submit" pending={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
