import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useRecogniseApplication } from '../api/post-recognise';

/** Pending Signing -> Recognised: grants the company's recognition, or changes it. */
export function RecogniseForm({ application, controls }: ActionFormProps) {
  const send = useRecogniseApplication(application.id);
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel="Recognise"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: `Recognise application ${application.referenceNumber}?`,
        body: (
          <p>
            {application.companyName}’s {application.programmeLabel} recognition is granted or changed as the
            application asks, and the company is told. This cannot be undone.
          </p>
        ),
        confirmLabel: 'Recognise the application',
      }}
    >
      <p>The approval has been signed.</p>
    </StepForm>
  );
}
