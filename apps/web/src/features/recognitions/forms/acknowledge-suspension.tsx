import { StepForm } from '@fsmis/ui/forms/step-form';
import { useAcknowledgeSuspension } from '../api/post-acknowledge-suspension';

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
  const acknowledge = useAcknowledgeSuspension(recognitionId, suspensionId);
  return (
    <section className="section" aria-labelledby="acknowledge-suspension-heading">
      <h2 id="acknowledge-suspension-heading">Acknowledge the suspension</h2>
      <StepForm
        labelledBy="acknowledge-suspension-heading"
        submitLabel="Acknowledge the suspension"
        pendingLabel="Acknowledging…"
        pending={acknowledge.isPending}
        secondary
        send={() => acknowledge.mutateAsync(undefined)}
        onDone={() => undefined}
        confirm={{
          title: 'Acknowledge the suspension?',
          body: <p>You confirm that you have read the grounds for the suspension and know what they mean.</p>,
          confirmLabel: 'Confirm',
        }}
      >
        <p>
          Acknowledging tells the regulator that you have read the grounds for the suspension. It does not
          stop you from appealing.
        </p>
      </StepForm>
    </section>
  );
}
