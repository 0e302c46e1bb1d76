import type { OfficerApplicationCase } from '@fsmis/domain';
import type { PanelControls } from '../action-panel';
import { useSendForSigning } from '../api/post-send-for-signing';
import { StepForm } from './step-form';

/** Approved / Supported -> Pending Signing. */
export function SendForSigningForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const send = useSendForSigning(application.id);
  return (
    <StepForm
      controls={controls}
      submitLabel="Send for signing"
      pending={send.isPending}
      send={() => send.mutateAsync()}
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
