import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useApproveApplication } from '../api/post-approve';
import { approvalVerb } from '../available-actions';

/** Pending Approval / Support -> Approved / Supported. */
export function ApproveForm({ application, controls }: ActionFormProps) {
  const send = useApproveApplication(application.id);
  const verb = approvalVerb(application);
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel={verb}
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: `${verb} application ${application.referenceNumber}?`,
        body: <p>The company is told. This cannot be undone; the application is then sent for signing.</p>,
        confirmLabel: `${verb} the application`,
      }}
    >
      <p>The company has signed the declaration of acceptance.</p>
    </StepForm>
  );
}
