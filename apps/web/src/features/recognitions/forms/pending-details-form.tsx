import { pendingDetailsAnswerSchema } from '@fsmis/domain';
import { usePendingDetailsAnswer } from '../api/post-pending-details';
import { TextAndDocumentsForm } from './text-and-documents-form';

export const pendingDetailsFormKey = (pendingId: string) => `pending-details-${pendingId}`;

/** The company provides details its recognition still owes. */
export function PendingDetailsForm({
  recognitionId,
  pendingId,
}: {
  readonly recognitionId: string;
  readonly pendingId: string;
}) {
  const answer = usePendingDetailsAnswer(recognitionId, pendingId);
  return (
    <TextAndDocumentsForm
      formKey={pendingDetailsFormKey(pendingId)}
      idPrefix={`pending-details-${pendingId}`}
      heading="Provide the details"
      headingLevel={4}
      textRule={pendingDetailsAnswerSchema.shape.response}
      textApiPath="response"
      textLabel="Your answer"
      textHint="Give what was asked for. Say which attached file shows what."
      documentsLegend="Documents (optional)"
      entityId={recognitionId}
      submitLabel="Send the details"
      pendingLabel="Sending…"
      pending={answer.isPending}
      send={({ text, attachmentIds }) => answer.mutateAsync({ response: text, attachmentIds })}
      unsaved={{
        saveLabel: 'Send the details and log out',
        message: 'You asked to log out, but you have not sent the details. Send them or discard them first.',
      }}
      restoredMessage="We restored the details you had not sent. Check them, then send them."
      keptMessage="Your details are kept until you send them."
    />
  );
}
