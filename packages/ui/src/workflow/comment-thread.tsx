import type { Comment } from '@fsmis/domain';
import { AtTime, partyLabel, type RecordReader } from './workflow-display';
import './workflow-records.css';

/** The thread between the company and the regulator, oldest first. */
export function CommentThread({
  comments,
  reader,
}: {
  readonly comments: readonly Comment[];
  readonly reader: RecordReader;
}) {
  if (comments.length === 0) return <p>No comments yet.</p>;
  return (
    <ol className="workflow-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="workflow-comment">
          <p className="workflow-meta">
            <strong>{comment.authorName}</strong> ({partyLabel(comment.authorParty, reader)}),{' '}
            <AtTime value={comment.createdAt} />
          </p>
          <p className="workflow-text">{comment.body}</p>
        </li>
      ))}
    </ol>
  );
}
