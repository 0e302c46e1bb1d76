import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useStartDocumentaryReview } from '../api/post-documentary-review';

/** Preparation Of Approval Documents -> Documentary Review: the prepared documents go to the company. */
export function DocumentaryReviewForm({ application, controls }: ActionFormProps) {
  const send = useStartDocumentaryReview(application.id);
  const count = application.workflow.approvalDocuments.length;
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel="Send for documentary review"
      pending={send.isPending}
      send={send.mutateAsync}
    >
      <p>
        The {count === 1 ? 'approval document goes' : `${count} approval documents go`} to the company, which
        accepts or rejects each. You can still add documents and new versions while it reviews them.
      </p>
    </StepForm>
  );
}
