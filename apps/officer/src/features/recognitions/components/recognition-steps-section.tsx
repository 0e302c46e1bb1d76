import { caseActionOf, type OfficerRecognition, type OfficerRecognitionView } from '@fsmis/domain';
import type { ReactNode } from 'react';
import { ProposeSuspensionForm } from '../forms/propose-suspension-form';
import { RequestDetailsForm } from '../forms/request-details-form';
import { WithdrawForm } from '../forms/withdraw-form';
import { StepDisclosure } from './step-disclosure';

type Step = {
  readonly label: string;
  /** Why the step is not open now; null when it is. */
  readonly refusal: string | null;
  readonly form: ReactNode;
};

/** Why the API would refuse the action now, by its list of actions; null when it is open. */
const refusalOf = (
  actions: OfficerRecognitionView['actions'],
  name: OfficerRecognitionView['actions'][number]['name'],
) => {
  const action = caseActionOf(actions, name);
  return action?.open ? null : (action?.reason ?? null);
};

/**
 * The officer's steps on the recognition, as the API lists them: propose a suspension, ask for details
 * owed, withdraw it; each open step's form, and why each other one is not open. The API still has the
 * last word, should the record have changed since the page was read.
 */
export function RecognitionStepsSection({
  recognition,
  actions,
  onDone,
}: {
  readonly recognition: OfficerRecognition;
  /** The officer's actions on the recognition, open or not and why (the API's list). */
  readonly actions: OfficerRecognitionView['actions'];
  readonly onDone: (message: string) => void;
}) {
  const steps: Step[] = [
    {
      label: 'Propose a suspension',
      refusal: refusalOf(actions, 'propose-suspension'),
      form: <ProposeSuspensionForm recognitionId={recognition.id} onDone={onDone} />,
    },
    {
      label: 'Request details',
      refusal: refusalOf(actions, 'request-details'),
      form: <RequestDetailsForm recognitionId={recognition.id} onDone={onDone} />,
    },
    {
      label: 'Withdraw the recognition',
      refusal: refusalOf(actions, 'withdraw'),
      form: (
        <WithdrawForm
          recognitionId={recognition.id}
          recognitionNumber={recognition.recognitionNumber}
          onDone={onDone}
        />
      ),
    },
  ];
  const open = steps.filter((step) => step.refusal === null);
  const closed = steps.filter((step) => step.refusal !== null);
  return (
    <section className="section" aria-labelledby="recognition-steps-heading">
      <h2 id="recognition-steps-heading">Your steps</h2>
      {open.length > 0 ? (
        <div className="recognitions-steps">
          {open.map((step) => (
            <StepDisclosure key={step.label} label={step.label}>
              {step.form}
            </StepDisclosure>
          ))}
        </div>
      ) : (
        <p>There is nothing you can do with this recognition now.</p>
      )}
      {closed.length > 0 ? (
        <ul className="recognitions-refusals">
          {closed.map((step) => (
            <li key={step.label}>
              <strong>{step.label}</strong>: {step.refusal}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
