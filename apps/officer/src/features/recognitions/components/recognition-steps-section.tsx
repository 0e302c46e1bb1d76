import {
  isCurrentRecognition,
  type OfficerRecognition,
  suspensionProposalRefusal,
  withdrawalRefusal,
} from '@fsmis/domain';
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

/**
 * The officer's steps on the recognition, by the domain's rules: propose a suspension, ask for details
 * owed, withdraw it; each open step's form, and why each other one is not open. The API still has the
 * last word, should the record have changed since the page was read.
 */
export function RecognitionStepsSection({
  recognition,
  openApplications,
  onDone,
}: {
  readonly recognition: OfficerRecognition;
  /** The company's applications under the programme not yet ended. */
  readonly openApplications: number;
  readonly onDone: (message: string) => void;
}) {
  const hasOpenSuspension = recognition.openSuspension !== null;
  const steps: Step[] = [
    {
      label: 'Propose a suspension',
      refusal: suspensionProposalRefusal(recognition.status, hasOpenSuspension),
      form: <ProposeSuspensionForm recognitionId={recognition.id} onDone={onDone} />,
    },
    {
      label: 'Request details',
      refusal: isCurrentRecognition(recognition.status)
        ? null
        : `Details can only be asked of a current recognition: this one is ${recognition.statusLabel}.`,
      form: <RequestDetailsForm recognitionId={recognition.id} onDone={onDone} />,
    },
    {
      label: 'Withdraw the recognition',
      refusal: withdrawalRefusal('officer', {
        status: recognition.status,
        hasOpenSuspension,
        openApplications,
      }),
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
