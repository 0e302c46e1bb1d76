import { type NewComment, newCommentSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Textarea } from '@fsmis/ui/components/textarea';
import { useState } from 'react';
import { DraftStatus, FormNotices } from '../../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../../components/form-kit/use-draft-form';
import type { LocalCopyOfForm } from '../../../../lib/local-copies';
import { usePostComment } from '../api/post-comment';

export const commentFormKey = (applicationId: string) => `application-${applicationId}-comment`;

const FIELDS = [{ name: 'body', id: 'comment-body' }] as const;
const EMPTY: NewComment = { body: '' };

/** Adds a comment to the application's thread. What is typed is kept as a draft until it is sent. */
export function CommentForm({
  applicationId,
  draft,
  localCopy,
}: {
  readonly applicationId: string;
  /** A comment typed on an earlier visit and not sent, offered back. */
  readonly draft: NewComment | null;
  /** Where the browser keeps the comment until the server has it. */
  readonly localCopy?: LocalCopyOfForm;
}) {
  const kit = useDraftForm({
    formKey: commentFormKey(applicationId),
    schema: newCommentSchema,
    initialValues: EMPTY,
    draft,
    fields: FIELDS,
    ...(localCopy ? { localCopy } : {}),
  });
  const { register, handleSubmit, formState } = kit.form;
  const post = usePostComment(applicationId);
  const [added, setAdded] = useState('');

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        setAdded('');
        post.mutateAsync(valid).then(
          async () => {
            await kit.finishSaved(EMPTY);
            setAdded('Your comment has been added.');
            then?.();
          },
          (error: unknown) => kit.reportRefusal(error),
        );
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Add comment and log out',
          saving: post.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>You asked to log out, but you have not added your comment. Add it or discard it first.</p>
          ),
        }}
        restored={<p>We restored the comment you had not added. Check it, then add it.</p>}
      />
      <form
        noValidate
        onSubmit={submit()}
        aria-labelledby="comment-form-heading"
        className="workflow-comment-form"
      >
        <h3 id="comment-form-heading">Add a comment</h3>
        <Textarea
          id="comment-body"
          label="Your comment"
          hint="The regulator’s officers will see it with your name and the time you added it."
          rows={4}
          error={kit.errorFor('body')}
          {...register('body')}
        />
        <div className="button-group">
          <Button type="submit" pending={post.isPending}>
            {post.isPending ? 'Adding…' : 'Add comment'}
          </Button>
          <DraftStatus
            className="workflow-comment-form__draft"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your comment is kept until you add it."
            failedMessage="We could not keep a copy of your comment. Add it now."
          />
        </div>
        <p role="status" className="workflow-comment-form__added">
          {added}
        </p>
      </form>
    </>
  );
}
