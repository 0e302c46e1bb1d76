import { suspensionDetailsSchema } from '@fsmis/domain';
import { useSuspensionDetails } from '../api/post-suspension-details';
import { TextAndDocumentsForm } from './text-and-documents-form';

export const suspensionDetailsFormKey = (suspensionId: string) => `suspension-${suspensionId}-details`;

/** The company's answer to the regulator's question about a proposed suspension. */
export function SuspensionDetailsForm({
  recognitionId,
  suspensionId,
}: {
  readonly recognitionId: string;
  readonly suspensionId: string;
}) {
  const details = useSuspensionDetails(recognitionId, suspensionId);
  return (
    <TextAndDocumentsForm
      formKey={suspensionDetailsFormKey(suspensionId)}
      idPrefix="suspension-details"
      heading="Send the details"
      headingLevel={3}
      textRule={suspensionDetailsSchema.shape.response}
      textApiPath="response"
      textLabel="Your answer"
      textHint="Answer each point the regulator raised. Say which attached file shows what."
      documentsLegend="Documents (optional)"
      entityId={recognitionId}
      submitLabel="Send the details"
      pendingLabel="Sending…"
      pending={details.isPending}
      send={({ text, attachmentIds }) => details.mutateAsync({ response: text, attachmentIds })}
      unsaved={{
        saveLabel: 'Send the details and log out',
        message: 'You asked to log out, but you have not sent your answer. Send it or discard it first.',
      }}
      restoredMessage="We restored the answer you had not sent. Check it, then send it."
      keptMessage="Your answer is kept until you send it."
    />
  );
}
