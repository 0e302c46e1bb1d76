import { isCaseActionOpen, type PendingDetailsItem, pendingDetailsDecisionSchema } from '@fsmis/domain';
import { StepForm } from '@fsmis/ui/forms/step-form';
import {
  type PendingDetailsDecisionAction,
  usePendingDetailsDecision,
} from '../api/post-pending-details-decision';
import { StepDisclosure } from '../components/step-disclosure';
import { ReasonStepForm } from './reason-step-form';
import { STEP_FORM } from './step-form-parts';

type DecisionProps = {
  readonly item: PendingDetailsItem;
  readonly onDone: (message: string) => void;
};

const mayTake = (item: PendingDetailsItem, action: PendingDetailsDecisionAction) =>
  isCaseActionOpen(item.actions, action);

/**
 * The officer's decisions on details owed, those the API's list of actions says are open now: accept what the company
 * provided, return it with a reason to be provided again, or waive the details with a reason.
 */
export function PendingDetailsDecisions({ item, onDone }: DecisionProps) {
  const accept = mayTake(item, 'accept');
  const returnable = mayTake(item, 'return');
  const waive = mayTake(item, 'waive');
  if (!accept && !returnable && !waive) return null;
  return (
    <div className="recognitions-steps">
      {accept ? <AcceptDetails item={item} onDone={onDone} /> : null}
      {returnable ? (
        <StepDisclosure label="Return the details">
          <ReturnOrWaive item={item} action="return" onDone={onDone} />
        </StepDisclosure>
      ) : null}
      {waive ? (
        <StepDisclosure label="Waive the details">
          <ReturnOrWaive item={item} action="waive" onDone={onDone} />
        </StepDisclosure>
      ) : null}
    </div>
  );
}

/** Accepting needs no reason, only a confirmation: the details are then settled. */
function AcceptDetails({ item, onDone }: DecisionProps) {
  const decide = usePendingDetailsDecision(item.id, 'accept');
  return (
    <StepForm
      label="Accept the details"
      {...STEP_FORM}
      submitLabel="Accept the details"
      pendingLabel="Accepting…"
      pending={decide.isPending}
      confirm={{
        title: 'Accept these details?',
        body: 'The company’s answer settles what the recognition owed. This cannot be undone.',
        confirmLabel: 'Accept the details',
      }}
      send={() => decide.mutateAsync({})}
      onDone={onDone}
    />
  );
}

function ReturnOrWaive({
  item,
  action,
  onDone,
}: DecisionProps & { readonly action: Extract<PendingDetailsDecisionAction, 'return' | 'waive'> }) {
  const decide = usePendingDetailsDecision(item.id, action);
  const returning = action === 'return';
  return (
    <ReasonStepForm
      idPrefix={`details-${item.id}-${action}`}
      label={returning ? 'Return the details' : 'Waive the details'}
      schema={pendingDetailsDecisionSchema}
      reasonHint={
        returning
          ? 'What is missing or wrong. The company reads this and provides the details again.'
          : 'Why the details are no longer needed. The company reads this.'
      }
      submitLabel={returning ? 'Return the details' : 'Waive the details'}
      pendingLabel={returning ? 'Returning…' : 'Waiving…'}
      pending={decide.isPending}
      {...(returning
        ? {}
        : {
            confirmation: {
              title: 'Waive these details?',
              body: 'The recognition no longer owes them and the company is told. This cannot be undone.',
              confirmLabel: 'Waive the details',
            },
          })}
      send={(decision) => decide.mutateAsync(decision)}
      onDone={onDone}
    />
  );
}
