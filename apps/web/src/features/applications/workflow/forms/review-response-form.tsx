import { type ApplicationCase, type ApprovalDocument, reviewResponseSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Radios } from '@fsmis/ui/components/radios';
import { Textarea } from '@fsmis/ui/components/textarea';
import { optionalDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { FileUpload } from '@fsmis/ui/uploads/file-upload';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DraftStatus, FormNotices } from '../../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../../lib/offered-draft';
import { useAnswerReviewDocument } from '../api/post-review-response';
import './workflow-forms.css';

export const REVIEW_COMMENT_MAX = 2000;

/** The form's values checked by the domain's own rule (a rejection needs a comment), plus the file's scan. */
const reviewFormSchema = z
  .object({
    decision: z.string().nullable(),
    comment: z.string(),
    markedUp: optionalDocumentField,
  })
  .superRefine((values, context) => {
    const checked = reviewResponseSchema.safeParse({
      decision: values.decision ?? undefined,
      comment: values.comment,
    });
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
type ReviewValues = z.input<typeof reviewFormSchema>;

const EMPTY: ReviewValues = { decision: null, comment: '', markedUp: null };

/** The company's answer to the version of an approval document sent for its review. */
export function ReviewResponseForm({
  application,
  document,
}: {
  application: ApplicationCase;
  document: ApprovalDocument;
}) {
  const version = document.versions.at(-1);
  const prefix = `review-${document.id}`;
  const fields = [
    { name: 'decision', id: `${prefix}-decision`, apiPath: 'decision' },
    { name: 'comment', id: `${prefix}-comment`, apiPath: 'comment' },
    { name: 'markedUp', id: `${prefix}-marked-up`, apiPath: 'attachmentId' },
  ] as const;
  const formKey = `application-${application.id}-review-${version?.id ?? document.id}`;
  const { draft, localCopy } = useOfferedDraft<ReviewValues>(formKey);
  const kit = useDraftForm({
    formKey,
    schema: reviewFormSchema,
    initialValues: EMPTY,
    draft,
    fields,
    localCopy,
  });
  const { control, register, handleSubmit, formState } = kit.form;
  const respond = useAnswerReviewDocument(application.id, document.id);
  const headingId = `${prefix}-heading`;

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        respond
          .mutateAsync({
            decision: valid.decision === 'rejected' ? 'rejected' : 'accepted',
            comment: valid.comment,
            attachmentId: valid.markedUp?.attachmentId ?? null,
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
          saveLabel: 'Send response and log out',
          saving: respond.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but you have not sent your response to {document.title}. Send it or
              discard it first.
            </p>
          ),
        }}
        restored={<p>We restored the response you had not sent. Check it, then send it.</p>}
      />
      <form noValidate onSubmit={submit()} aria-labelledby={headingId} className="workflow-form">
        <h3 id={headingId} className="workflow-form__heading">
          Respond to {document.title}
          {version ? ` (version ${version.version})` : ''}
        </h3>
        <Radios
          id={`${prefix}-decision`}
          legend="Do you accept this document?"
          hint="Download and read it first."
          options={[
            { value: 'accepted', label: 'Accept this document' },
            { value: 'rejected', label: 'Reject this document', hint: 'The officer will send a new version' },
          ]}
          error={kit.errorFor('decision')}
          {...register('decision')}
        />
        <Textarea
          id={`${prefix}-comment`}
          label="Comment"
          hint="If you reject the document, say what must change in it."
          characterCount={{ max: REVIEW_COMMENT_MAX, count: String(kit.values.comment ?? '').length }}
          error={kit.errorFor('comment')}
          {...register('comment')}
        />
        <Controller
          control={control}
          name="markedUp"
          render={({ field }) => (
            <FileUpload
              id={`${prefix}-marked-up`}
              label="Marked-up copy (optional)"
              hint="A copy of the document with your changes marked on it."
              purpose="document"
              entityId={application.id}
              value={field.value ?? null}
              onChange={(attachment) => {
                field.onChange(attachment);
                field.onBlur();
              }}
              error={kit.errorFor('markedUp')}
            />
          )}
        />
        <div className="button-group">
          <Button type="submit" pending={respond.isPending}>
            {respond.isPending ? 'Sending…' : 'Send response'}
            <span className="visually-hidden"> to {document.title}</span>
          </Button>
          <DraftStatus
            className="workflow-form__draft-status"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your response is kept until you send it."
            failedMessage="We could not keep a copy of your response. Send it now."
          />
        </div>
      </form>
    </>
  );
}
