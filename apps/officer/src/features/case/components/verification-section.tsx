import type { SiteVerification } from '@fsmis/domain';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { apiPaths } from '../../../config/paths';
import { AtTime, CaseSection } from './case-display';

const OUTCOMES: Readonly<Record<NonNullable<SiteVerification['outcome']>, string>> = {
  findings: 'Findings raised',
  'no-findings': 'No findings',
};

/** The site verification: when and where, its report once uploaded, and its outcome. */
export function VerificationSection({
  applicationId,
  verification,
}: {
  readonly applicationId: string;
  readonly verification: SiteVerification | null;
}) {
  if (verification === null) {
    return (
      <CaseSection id="site-verification">
        <p>No site verification has been scheduled.</p>
      </CaseSection>
    );
  }
  const rows: SummaryRow[] = [
    { key: 'Date and time', value: <AtTime value={verification.scheduledFor} /> },
    { key: 'Place', value: <span className="case-text">{verification.location}</span> },
  ];
  if (verification.notes) {
    rows.push({ key: 'Notes', value: <span className="case-text">{verification.notes}</span> });
  }
  rows.push({
    key: 'Report',
    value: verification.report ? (
      <DocumentLink
        href={apiPaths.applicationDocument(applicationId, verification.report.attachmentId)}
        document={verification.report}
      />
    ) : (
      'Not uploaded yet'
    ),
  });
  rows.push({
    key: 'Outcome',
    value: verification.outcome ? (
      <>
        {OUTCOMES[verification.outcome]}
        {verification.completedAt ? (
          <>
            , <AtTime value={verification.completedAt} />
          </>
        ) : null}
      </>
    ) : (
      'Not recorded yet'
    ),
  });
  return (
    <CaseSection id="site-verification">
      <SummaryList rows={rows} />
    </CaseSection>
  );
}
