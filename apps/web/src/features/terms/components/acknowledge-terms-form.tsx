import { Button } from '@fsmis/ui/components/button';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { type FormEvent, useState } from 'react';
import { type AcknowledgedTerms, useAcknowledgeTerms } from '../api/post-acknowledge-terms';

export type AcknowledgeTermsFormProps = {
  /** The item sent to the company. */
  readonly itemId: string;
  /** The programme's label, e.g. "LRP". */
  readonly label: string;
  /** Reports the problems of the last submission to the page's error summary ([] clears it). */
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
  readonly onAcknowledged: (result: AcknowledgedTerms) => void;
};

/** Acknowledging terms that were sent: the company confirms it has read and accepts them, then submits. */
export function AcknowledgeTermsForm({
  itemId,
  label,
  onProblems,
  onAcknowledged,
}: AcknowledgeTermsFormProps) {
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const acknowledge = useAcknowledgeTerms();
  const checkboxId = `acknowledge-${label.toLowerCase()}`;
  const requiredMessage = `Confirm that you have read and accept the ${label} terms and conditions`;
  const error = submitted && !accepted ? requiredMessage : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!accepted) {
      onProblems([{ fieldId: checkboxId, text: requiredMessage }]);
      return;
    }
    onProblems([]);
    // mutateAsync: once acknowledged the card shows no form, yet the page must still hear the answer.
    acknowledge.mutateAsync(itemId).then(onAcknowledged, (failure: unknown) =>
      onProblems(
        errorMessageOf(failure)
          .split('\n')
          .map((text) => ({ text })),
      ),
    );
  };

  return (
    <form
      className="terms-card__acknowledge"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${checkboxId}-heading`}
    >
      <h3 id={`${checkboxId}-heading`} className="terms-card__subheading">
        Acknowledge the {label} terms and conditions
      </h3>
      <p>Download and read them first. By acknowledging them, your company agrees to keep to them.</p>
      <Checkbox
        id={checkboxId}
        label={`I have read and accept the ${label} terms and conditions`}
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        error={error}
      />
      <Button type="submit" pending={acknowledge.isPending}>
        {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge'}
        <span className="visually-hidden"> the {label} terms and conditions</span>
      </Button>
    </form>
  );
}
