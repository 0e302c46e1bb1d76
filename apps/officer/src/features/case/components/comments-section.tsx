import type { Comment } from '@fsmis/domain';
import { AtTime, CaseSection, partyLabel } from './case-display';

/** The thread between the company and the regulator, oldest first. */
export function CommentsSection({ comments }: { readonly comments: readonly Comment[] }) {
  return (
    <CaseSection id="comments">
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ol className="case-comments">
          {comments.map((comment) => (
            <li key={comment.id} className="case-comment">
              <p className="case-meta">
                <strong>{comment.authorName}</strong> ({partyLabel(comment.authorParty)}),{' '}
                <AtTime value={comment.createdAt} />
              </p>
              <p className="case-text">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
    </CaseSection>
  );
}
