import type { SiteVerification, WorkflowDocument } from '@fsmis/domain';
import { DocumentLink } from '../components/document-link';
import { SummaryList, type SummaryRow } from '../components/summary-list';
import { AtTime, type RecordReader } from './workflow-display';
import './workflow-records.css';

const OUTCOMES: Readonly<Record<NonNullable<SiteVerification['outcome']>, string>> = {
  findings: 'Findings raised',
  'no-findings': 'No findings',
};

/** What the outcome row says before there is one: an officer sees that it is still awaited. */
const NO_OUTCOME: Readonly<Record<RecordReader, string | null>> = {
  company: null,
  officer: 'Not recorded yet',
};

/** The site verification: when and where, its report once uploaded, and its outcome. */
export function SiteVerificationDetails({
  verification,
  reader,
  reportHref,
}: {
  readonly verification: SiteVerification;
  readonly reader: RecordReader;
  /** Where the reader downloads the verification's report. */
  readonly reportHref: (report: WorkflowDocument) => string;
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
      <DocumentLink href={reportHref(verification.report)} document={verification.report} />
    ) : (
      'Not uploaded yet'
    ),
  });
  if (verification.outcome) {
    rows.push({
      key: 'Outcome',
      value: (
        <>
          {OUTCOMES[verification.outcome]}
          {verification.completedAt ? (
            <>
              , <AtTime value={verification.completedAt} />
            </>
          ) : null}
        </>
      ),
    });
  } else if (NO_OUTCOME[reader]) {
    rows.push({ key: 'Outcome', value: NO_OUTCOME[reader] });
  }
  return <SummaryList rows={rows} />;
}
