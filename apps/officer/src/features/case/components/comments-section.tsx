import type { Comment } from '@fsmis/domain';
import { CommentThread } from '@fsmis/ui/workflow/comment-thread';
import { CaseSection } from './case-section';

/** The thread between the company and the regulator, oldest first. */
export function CommentsSection({ comments }: { readonly comments: readonly Comment[] }) {
  return (
    <CaseSection id="comments">
      <CommentThread comments={comments} reader="officer" />
    </CaseSection>
  );
}
