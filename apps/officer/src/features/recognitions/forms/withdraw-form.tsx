import { officerWithdrawalSchema } from '@fsmis/domain';
import { useWithdrawRecognition } from '../api/post-recognition-withdrawal';
import { ReasonStepForm } from './reason-step-form';

/** Withdraws the recognition for good, with the reason the company reads, once confirmed. */
export function WithdrawForm({
  recognitionId,
  recognitionNumber,
  onDone,
}: {
  readonly recognitionId: string;
  readonly recognitionNumber: string;
  readonly onDone: (message: string) => void;
}) {
  const withdraw = useWithdrawRecognition(recognitionId);
  return (
    <ReasonStepForm
      idPrefix="withdraw-recognition"
      label="Withdraw the recognition"
      schema={officerWithdrawalSchema}
      reasonHint="Why the recognition is withdrawn. The company reads this."
      submitLabel="Withdraw the recognition"
      pendingLabel="Withdrawing…"
      pending={withdraw.isPending}
      confirmation={{
        title: `Withdraw ${recognitionNumber}?`,
        body: 'The recognition ends for good: the company would have to apply afresh to be recognised again. This cannot be undone.',
        confirmLabel: 'Withdraw the recognition',
        destructive: true,
      }}
      send={(withdrawal) => withdraw.mutateAsync(withdrawal)}
      onDone={onDone}
    />
  );
}
