import type { SuspensionSummary } from '@fsmis/domain';
import { SuspensionDecisionForm } from '../forms/suspension-decision-form';
import {
  isOfficerSuspensionAction,
  SUSPENSION_DECISION_STEPS,
  type SuspendedRecognition,
} from '../forms/suspension-decision-steps';
import { StepDisclosure } from './step-disclosure';

/**
 * The officer's moves open on the suspension now, as the API lists them: each one's form, or why there
 * is none.
 */
export function SuspensionStepsSection({
  suspension,
  recognition,
  onDone,
}: {
  readonly suspension: SuspensionSummary;
  readonly recognition: SuspendedRecognition;
  readonly onDone: (message: string) => void;
}) {
  const actions = suspension.actions
    .filter((action) => action.open)
    .map((action) => action.name)
    .filter(isOfficerSuspensionAction);
  return (
    <section className="section" aria-labelledby="suspension-steps-heading">
      <h2 id="suspension-steps-heading">Your next step</h2>
      {actions.length === 0 ? (
        <p>
          {suspension.ended
            ? `This suspension is ${suspension.statusLabel}: it has ended and can no longer change.`
            : 'Nothing is for you to do now: the suspension waits for the company.'}
        </p>
      ) : (
        <div className="recognitions-steps">
          {actions.map((action) => (
            <StepDisclosure key={action} label={SUSPENSION_DECISION_STEPS[action].label}>
              <SuspensionDecisionForm
                suspensionId={suspension.id}
                action={action}
                recognition={recognition}
                onDone={onDone}
              />
            </StepDisclosure>
          ))}
        </div>
      )}
    </section>
  );
}
