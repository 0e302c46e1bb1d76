import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useMarkApprovalDocumentsReady } from '../api/post-approval-documents-ready';

/** Documentary Review -> Approval Documents Ready: the company signs the declaration of acceptance next. */
export function ApprovalDocumentsReadyForm({ application, controls }: ActionFormProps) {
  const send = useMarkApprovalDocumentsReady(application.id);
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel="Mark the documents ready"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: 'Mark the approval documents ready?',
        body: (
          <p>
            The company is asked to sign the declaration of acceptance. The documents cannot be changed
            afterwards.
          </p>
        ),
        confirmLabel: 'Mark the documents ready',
      }}
    >
      <p>Do this once the company has accepted every approval document it reviews.</p>
    </StepForm>
  );
}
