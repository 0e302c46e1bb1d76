import type { CorrectiveAction, Finding, WorkflowDocument } from '@fsmis/domain';
import { DocumentList } from '../components/document-link';
import { Tag } from '../components/tag';
import { AtTime, correctiveActionColour } from './workflow-display';
import './workflow-records.css';

/** Where the reader downloads a file of a corrective action. */
export type CorrectiveActionDocumentHref = (document: WorkflowDocument, action: CorrectiveAction) => string;

/**
 * The corrective actions written for a finding, oldest first: each attempt with where it stands, its
 * text and files, and why it was rejected.
 */
export function CorrectiveActionHistory({
  finding,
  actions,
  documentHref,
}: {
  readonly finding: Finding;
  readonly actions: readonly CorrectiveAction[];
  readonly documentHref: CorrectiveActionDocumentHref;
}) {
  return (
    <ol className="workflow-attempts" aria-label={`Corrective actions for finding ${finding.number}`}>
      {actions.map((action) => (
        <li key={action.id}>
          <Attempt action={action} documentHref={documentHref} />
        </li>
      ))}
    </ol>
  );
}

function Attempt({
  action,
  documentHref,
}: {
  readonly action: CorrectiveAction;
  readonly documentHref: CorrectiveActionDocumentHref;
}) {
  const [when, verb] = action.reviewedAt
    ? [action.reviewedAt, 'Reviewed']
    : action.submittedAt
      ? [action.submittedAt, 'Submitted']
      : [action.updatedAt, 'Saved'];
  return (
    <>
      <p className="workflow-attempt__title">
        <strong>Attempt {action.attempt}</strong>{' '}
        <Tag colour={correctiveActionColour(action.status)}>{action.statusLabel}</Tag>{' '}
        <span className="workflow-meta">
          {verb} <AtTime value={when} />
        </span>
      </p>
      <p className="workflow-text">{action.text || 'No text written yet.'}</p>
      <DocumentList documents={action.documents} hrefOf={(document) => documentHref(document, action)} />
      {action.rejectionReason ? (
        <p className="workflow-reason">
          <strong>Why it was rejected:</strong>{' '}
          <span className="workflow-text">{action.rejectionReason}</span>
        </p>
      ) : null}
    </>
  );
}
