import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { useState } from 'react';
import { useStepProblems } from '../../../components/form-kit/step-problems';
import { useAcknowledgeSuspension } from '../api/post-acknowledge-suspension';

const START_ID = 'acknowledge-suspension-start';
// The step has no field: a refusal is its reason, shown as it is, and focus goes back to the button.
const STEP = { id: START_ID, apiPath: 'acknowledge' } as const;

/**
 * The company acknowledges the suspension: a button, then a confirmation that says what acknowledging
 * means, so it is never done by a slip.
 */
export function AcknowledgeSuspension({
  recognitionId,
  suspensionId,
}: {
  readonly recognitionId: string;
  readonly suspensionId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const acknowledge = useAcknowledgeSuspension(recognitionId, suspensionId);
  const { problems, report, reportRefusal } = useStepProblems(STEP);

  const confirm = () => {
    report([]);
    acknowledge.mutateAsync(undefined).then(
      () => setConfirming(false),
      (failure: unknown) => {
        setConfirming(false);
        reportRefusal(failure);
      },
    );
  };

  return (
    <section className="section" aria-labelledby="acknowledge-suspension-heading">
      <h2 id="acknowledge-suspension-heading">Acknowledge the suspension</h2>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <p>
        Acknowledging tells the regulator that you have read the grounds for the suspension. It does not stop
        you from appealing.
      </p>
      <Button id={START_ID} variant="secondary" onClick={() => setConfirming(true)}>
        Acknowledge the suspension
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Acknowledge the suspension?"
        confirmLabel={acknowledge.isPending ? 'Acknowledging…' : 'Confirm'}
        pending={acknowledge.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>You confirm that you have read the grounds for the suspension and know what they mean.</p>
      </ConfirmDialog>
    </section>
  );
}
