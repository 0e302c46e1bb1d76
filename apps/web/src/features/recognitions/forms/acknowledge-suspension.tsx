import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { useEffect, useRef, useState } from 'react';
import { useStepProblems } from '../../../components/form-kit/step-problems';
import { useAcknowledgeSuspension } from '../api/post-acknowledge-suspension';

const START_ID = 'acknowledge-suspension-start';
const CONFIRM_ID = 'acknowledge-suspension-confirm';
// The step has no field: a refusal is its reason, shown as it is.
const STEP = { id: CONFIRM_ID, apiPath: 'acknowledge' } as const;

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
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);

  // Focus follows the step: to the question when it appears, back to the button when it is withdrawn.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
    else if (asked.current) document.getElementById(START_ID)?.focus();
    asked.current = confirming;
  }, [confirming]);

  const confirm = () => {
    report([]);
    acknowledge.mutateAsync(undefined).catch(reportRefusal);
  };

  return (
    <section className="section" aria-labelledby="acknowledge-suspension-heading">
      <h2 id="acknowledge-suspension-heading">Acknowledge the suspension</h2>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <p>
        Acknowledging tells the regulator that you have read the grounds for the suspension. It does not stop
        you from appealing.
      </p>
      {confirming ? (
        <div className="recognition-confirm">
          <h3 ref={confirmHeading} tabIndex={-1} className="recognition-confirm__heading">
            Acknowledge the suspension?
          </h3>
          <p>You confirm that you have read the grounds for the suspension and know what they mean.</p>
          <div className="button-group">
            <Button id={CONFIRM_ID} onClick={confirm} pending={acknowledge.isPending}>
              {acknowledge.isPending ? 'Acknowledging…' : 'Confirm'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button id={START_ID} variant="secondary" onClick={() => setConfirming(true)}>
          Acknowledge the suspension
        </Button>
      )}
    </section>
  );
}
