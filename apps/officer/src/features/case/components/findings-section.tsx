import type { Finding } from '@fsmis/domain';
import { Tag } from '@fsmis/ui/components/tag';
import { CorrectiveActionHistory } from '@fsmis/ui/workflow/corrective-action-history';
import { AtTime, OnDate, severityColour } from '@fsmis/ui/workflow/workflow-display';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

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
        <ol className="workflow-items">
          {findings.map((finding) => (
            <li key={finding.id} className="workflow-item">
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
      <h3 id={headingId} className="workflow-item__title">
        Finding {finding.number}: clause {finding.clause}{' '}
        <Tag colour={severityColour(finding.severity)}>{finding.severityLabel}</Tag>
      </h3>
      <p className="workflow-text">{finding.description}</p>
      <p className="workflow-meta">
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
        <CorrectiveActionHistory
          finding={finding}
          actions={finding.correctiveActions}
          documentHref={(document) => apiPaths.applicationDocument(applicationId, document.attachmentId)}
        />
      )}
    </article>
  );
}
