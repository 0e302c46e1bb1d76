import type { OfficerApplicationCase } from '@fsmis/domain';
import type { PanelControls } from '../action-panel';
import { useRecogniseApplication } from '../api/post-recognise';
import { StepForm } from './step-form';

/** Pending Signing -> Recognised: grants the company's recognition, or changes it. */
export function RecogniseForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const send = useRecogniseApplication(application.id);
  return (
    <StepForm
      controls={controls}
      submitLabel="Recognise"
      pending={send.isPending}
      send={() => send.mutateAsync()}
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
