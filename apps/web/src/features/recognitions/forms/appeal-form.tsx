import { suspensionAppealSchema } from '@fsmis/domain';
import { useSuspensionAppeal } from '../api/post-suspension-appeal';
import { dateText } from '../components/recognition-display';
import { TextAndDocumentsForm } from './text-and-documents-form';

export const appealFormKey = (suspensionId: string) => `suspension-${suspensionId}-appeal`;

/**
 * The company's appeal against a suspension: its grounds and the documents that support them, sent after
 * a confirmation since a suspension is appealed only once.
 */
export function AppealForm({
  recognitionId,
  suspensionId,
  appealDeadline,
}: {
  readonly recognitionId: string;
  readonly suspensionId: string;
  readonly appealDeadline: string | null;
}) {
  const appeal = useSuspensionAppeal(recognitionId, suspensionId);
  return (
    <TextAndDocumentsForm
      formKey={appealFormKey(suspensionId)}
      idPrefix="appeal"
      heading="Appeal against the suspension"
      headingLevel={2}
      intro={
        <p>
          Tell us why the suspension should be lifted
          {appealDeadline ? ` by ${dateText(appealDeadline)}` : ''}. You can appeal once.
        </p>
      }
      textRule={suspensionAppealSchema.shape.statement}
      textApiPath="statement"
      textLabel="Grounds of appeal"
      textHint="Say why you disagree with the suspension and what you have done to put things right."
      documentsLegend="Supporting documents (optional)"
      entityId={recognitionId}
      submitLabel="Submit appeal"
      confirm={{
        title: 'Submit your appeal?',
        body: (
          <p>
            You can appeal against this suspension only once. Once you submit it, you cannot change your
            grounds or add documents.
          </p>
        ),
        confirmLabel: 'Send the appeal',
      }}
      pendingLabel="Submitting…"
      pending={appeal.isPending}
      send={({ text, attachmentIds }) => appeal.mutateAsync({ statement: text, attachmentIds })}
      unsaved={{
        saveLabel: 'Submit appeal and log out',
        message:
          'You asked to log out, but you have not submitted your appeal. Submit it or discard it first.',
      }}
      restoredMessage="We restored the appeal you had not submitted. Check it, then submit it."
      keptMessage="Your appeal is kept until you submit it."
    />
  );
}
