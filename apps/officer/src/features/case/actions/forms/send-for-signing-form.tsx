import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useSendForSigning } from '../api/post-send-for-signing';

/** Approved / Supported -> Pending Signing. */
export function SendForSigningForm({ application, controls }: ActionFormProps) {
  const send = useSendForSigning(application.id);
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel="Send for signing"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: `Send application ${application.referenceNumber} for signing?`,
        body: <p>This cannot be undone. Once signed, the application is recognised.</p>,
        confirmLabel: 'Send for signing',
      }}
    >
      <p>The approval goes for signing by the regulator’s signatory.</p>
    </StepForm>
  );
}
