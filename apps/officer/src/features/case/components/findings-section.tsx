import type { CorrectiveAction, Finding } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import { AtTime, CaseSection, correctiveActionColour, OnDate, severityColour } from './case-display';

/**
 * The findings of the site verification, each with every corrective action written for it, oldest
 * first (a rejected one keeps why). The company's unsubmitted drafts are shown as drafts.
 */
export function FindingsSection({
  applicationId,
  findings,
}: {
  readonly applicationId: string;
  readonly findings: readonly Finding[];
}) {
  return (
    <CaseSection id="findings">
      {findings.length === 0 ? (
        <p>No findings have been raised.</p>
      ) : (
        <ol className="case-items">
          {findings.map((finding) => (
            <li key={finding.id} className="case-item">
              <FindingItem applicationId={applicationId} finding={finding} />
            </li>
          ))}
        </ol>
      )}
    </CaseSection>
  );
}

function FindingItem({
  applicationId,
  finding,
}: {
  readonly applicationId: string;
  readonly finding: Finding;
}) {
  const headingId = `finding-${finding.id}-heading`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="case-item__title">
        Finding {finding.number}: clause {finding.clause}{' '}
        <Tag colour={severityColour(finding.severity)}>{finding.severityLabel}</Tag>
      </h3>
      <p className="case-text">{finding.description}</p>
      <p className="case-meta">
        Corrective action due <OnDate value={finding.dueDate} />.{' '}
        {finding.acknowledgedAt ? (
          <>
            Acknowledged <AtTime value={finding.acknowledgedAt} />.
          </>
        ) : (
          'Not acknowledged yet.'
        )}
      </p>
      {finding.correctiveActions.length === 0 ? (
        <p>No corrective action written yet.</p>
      ) : (
        <ol className="case-attempts" aria-label={`Corrective actions for finding ${finding.number}`}>
          {finding.correctiveActions.map((action) => (
            <li key={action.id}>
              <Attempt applicationId={applicationId} action={action} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function Attempt({
  applicationId,
  action,
}: {
  readonly applicationId: string;
  readonly action: CorrectiveAction;
}) {
  const [when, verb] = action.reviewedAt
    ? [action.reviewedAt, 'Reviewed']
    : action.submittedAt
      ? [action.submittedAt, 'Submitted']
      : [action.updatedAt, 'Saved'];
  return (
    <>
      <p className="case-attempt__title">
        <strong>Attempt {action.attempt}</strong>{' '}
        <Tag colour={correctiveActionColour(action.status)}>{action.statusLabel}</Tag>{' '}
        <span className="case-meta">
          {verb} <AtTime value={when} />
        </span>
      </p>
      <p className="case-text">{action.text || 'No text written yet.'}</p>
      <DocumentList
        documents={action.documents}
        hrefOf={(document) => apiPaths.applicationDocument(applicationId, document.attachmentId)}
      />
      {action.rejectionReason ? (
        <p className="case-reason">
          <strong>Why it was rejected:</strong> <span className="case-text">{action.rejectionReason}</span>
        </p>
      ) : null}
    </>
  );
}
