import { type ApplicationCase, type Correspondence, formatDay, moreInfoProvidedSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { Textarea } from '@fsmis/ui/components/textarea';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { DocumentUploads } from '@fsmis/ui/uploads/document-uploads';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DraftStatus, FormNotices } from '../../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../../lib/offered-draft';
import { useProvideMoreInfo } from '../api/post-more-info-provided';
import './workflow-forms.css';

export const ANSWER_MAX = 5000;
const DOCUMENTS_MAX = 10;

const answerFormSchema = z.object({
  response: moreInfoProvidedSchema.shape.response,
  documents: documentsField(DOCUMENTS_MAX),
});
type AnswerValues = z.input<typeof answerFormSchema>;

const FIELDS = [
  { name: 'response', id: 'answer-request-response', apiPath: 'response' },
  { name: 'documents', id: 'answer-request-documents', apiPath: 'attachmentIds' },
] as const;

const EMPTY: AnswerValues = { response: '', documents: [] };

export const answerFormKey = (applicationId: string, requestId: string) =>
  `application-${applicationId}-answer-${requestId}`;

/** The company's answer to the open request for information: text, and the documents asked for. */
export function AnswerRequestForm({
  application,
  request,
}: {
  application: ApplicationCase;
  request: Correspondence;
}) {
  const formKey = answerFormKey(application.id, request.id);
  const { draft, localCopy } = useOfferedDraft<AnswerValues>(formKey);
  const kit = useDraftForm({
    formKey,
    schema: answerFormSchema,
    initialValues: EMPTY,
    draft,
    fields: FIELDS,
    localCopy,
  });
  const { control, register, handleSubmit, formState } = kit.form;
  const answer = useProvideMoreInfo(application.id);
  const dueDate = useMemo(() => formatDay(request.dueDate), [request.dueDate]);

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        answer
          .mutateAsync({
            correspondenceId: request.id,
            response: valid.response,
            attachmentIds: attachmentIdsOf(valid.documents),
          })
          .then(async () => {
            await kit.finishSaved(EMPTY);
            then?.();
          }, kit.reportRefusal);
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Send your answer and log out',
          saving: answer.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>You asked to log out, but you have not sent your answer. Send it or discard it first.</p>
          ),
        }}
        restored={<p>We restored the answer you had not sent. Check it, then send it.</p>}
      />
      <form noValidate onSubmit={submit()} aria-labelledby="answer-request-heading" className="workflow-form">
        <h3 id="answer-request-heading" className="workflow-form__heading">
          Answer the request for information
        </h3>
        <p>Send your answer by {dueDate}.</p>
        {request.documentsRequested.length > 0 ? (
          <InsetText>
            <p>Check that you attach the documents the officer asked for:</p>
            <ul className="workflow-form__checklist">
              {request.documentsRequested.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </InsetText>
        ) : null}
        <Textarea
          id="answer-request-response"
          label="Your answer"
          hint="Answer each point of the request. Say which attached file holds each document asked for."
          rows={8}
          characterCount={{ max: ANSWER_MAX, count: String(kit.values.response ?? '').length }}
          error={kit.errorFor('response')}
          {...register('response')}
        />
        <Controller
          control={control}
          name="documents"
          render={({ field }) => (
            <DocumentUploads
              id="answer-request-documents"
              legend="Documents (optional)"
              hint={`You can attach up to ${DOCUMENTS_MAX} files.`}
              purpose="document"
              entityId={application.id}
              max={DOCUMENTS_MAX}
              value={field.value ?? []}
              onChange={(documents) => {
                field.onChange(documents);
                field.onBlur();
              }}
              error={kit.errorFor('documents')}
            />
          )}
        />
        <div className="button-group">
          <Button type="submit" pending={answer.isPending}>
            {answer.isPending ? 'Sending…' : 'Send your answer'}
          </Button>
          <DraftStatus
            className="workflow-form__draft-status"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your answer is kept until you send it."
            failedMessage="We could not keep a copy of your answer. Send it now."
          />
        </div>
      </form>
    </>
  );
}
