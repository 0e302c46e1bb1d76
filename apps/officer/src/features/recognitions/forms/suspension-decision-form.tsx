import { suspensionDecisionSchema } from '@fsmis/domain';
import { useSuspensionDecision } from '../api/post-suspension-decision';
import { ReasonStepForm } from './reason-step-form';
import {
  type OfficerSuspensionAction,
  SUSPENSION_DECISION_STEPS,
  type SuspendedRecognition,
} from './suspension-decision-steps';

/** One of the officer's moves on a suspension: its reason, its documents, its confirmation if final. */
export function SuspensionDecisionForm({
  suspensionId,
  action,
  recognition,
  onDone,
}: {
  readonly suspensionId: string;
  readonly action: OfficerSuspensionAction;
  readonly recognition: SuspendedRecognition;
  readonly onDone: (message: string) => void;
}) {
  const step = SUSPENSION_DECISION_STEPS[action];
  const decide = useSuspensionDecision(suspensionId, action);
  const confirmation = step.confirmation?.(recognition);
  return (
    <ReasonStepForm
      idPrefix={`suspension-${action}`}
      label={step.label}
      schema={suspensionDecisionSchema}
      reasonLabel={step.reasonLabel}
      reasonHint={step.reasonHint}
      submitLabel={step.submitLabel}
      pendingLabel={step.pendingLabel}
      pending={decide.isPending}
      {...(confirmation ? { confirmation } : {})}
      send={(decision) => decide.mutateAsync(decision)}
      onDone={onDone}
    />
  );
}
