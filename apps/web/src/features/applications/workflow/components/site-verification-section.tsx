import type { SiteVerification } from '@fsmis/domain';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { apiPaths } from '../../../../config/paths';
import { AtTime } from './workflow-display';

const OUTCOMES: Readonly<Record<NonNullable<SiteVerification['outcome']>, string>> = {
  findings: 'Findings raised',
  'no-findings': 'No findings',
};

/** The site verification: when and where, its report once uploaded, and its outcome. */
export function SiteVerificationSection({
  applicationId,
  verification,
}: {
  readonly applicationId: string;
  readonly verification: SiteVerification;
}) {
  const rows: SummaryRow[] = [
    { key: 'Date and time', value: <AtTime value={verification.scheduledFor} /> },
    { key: 'Place', value: <span className="workflow-text">{verification.location}</span> },
  ];
  if (verification.notes) {
    rows.push({ key: 'Notes', value: <span className="workflow-text">{verification.notes}</span> });
  }
  rows.push({
    key: 'Report',
    value: verification.report ? (
      <DocumentLink
        href={apiPaths.applicationSiteVerificationDocument(applicationId, verification.report.attachmentId)}
        document={verification.report}
      />
    ) : (
      'Not uploaded yet'
    ),
  });
  if (verification.outcome) rows.push({ key: 'Outcome', value: OUTCOMES[verification.outcome] });
  return (
    <section id="site-verification" className="section" aria-labelledby="site-verification-heading">
      <h2 id="site-verification-heading">Site verification</h2>
      <SummaryList rows={rows} />
    </section>
  );
}
