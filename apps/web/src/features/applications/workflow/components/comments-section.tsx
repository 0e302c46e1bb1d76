import { isCaseActionOpen, type NewComment } from '@fsmis/domain';
import { CommentThread } from '@fsmis/ui/workflow/comment-thread';
import { useOfferedDraft } from '../../../../lib/offered-draft';
import type { ApplicationCase } from '../../api/get-application';
import { CommentForm, commentFormKey } from './comment-form';

/** Whether the company may add a comment now (the API's list of actions: while the application is open). */
export function mayComment(application: ApplicationCase): boolean {
  return isCaseActionOpen(application.workflow.actions, 'comment');
}

/** The thread between the company and the regulator, oldest first, and the form to add to it. */
export function CommentsSection({ application }: { readonly application: ApplicationCase }) {
  const { comments } = application.workflow;
  const open = mayComment(application);
  return (
    <section id="comments" className="section" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments</h2>
      <CommentThread comments={comments} reader="company" />
      {open ? <CommentFormWithDraft applicationId={application.id} /> : null}
    </section>
  );
}

function CommentFormWithDraft({ applicationId }: { readonly applicationId: string }) {
  // A comment typed when the session ended never reached the server: the browser kept it.
  const { draft, isPending, localCopy } = useOfferedDraft<NewComment>(commentFormKey(applicationId));
  if (isPending) return <p role="status">Loading the comment form…</p>;
  return <CommentForm applicationId={applicationId} draft={draft} localCopy={localCopy} />;
}
