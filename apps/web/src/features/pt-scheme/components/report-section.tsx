import {
  formatMeasure,
  formatScore,
  type PtReport,
  Z_SCORE_CLASS_LABELS,
  type ZScoreClass,
} from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import type { ReactNode } from 'react';
import { apiPaths } from '../../../config/paths';
import { usePtReport } from '../api/get-pt-report';

import { ParticipantsChart, ParticipantsTable } from './participants-chart';
import { PtDate } from './pt-dates';
import { PtDocuments } from './pt-documents';
import { PtQueryView } from './pt-query-view';
import { ZScoreHistoryChart, ZScoreHistoryTable } from './z-score-history-chart';

type ReportAnalyte = PtReport['analytes'][number];

const READING_COLOURS: Readonly<Record<ZScoreClass, TagColour>> = {
  satisfactory: 'green',
  questionable: 'yellow',
  unsatisfactory: 'red',
};

/** The round's report for the laboratory: its scores per analyte, where it stands, its history, the files. */
export function ReportSection({ roundId }: { readonly roundId: string }) {
  const query = usePtReport(roundId);
  return (
    <PtQueryView query={query} loading="Loading your report…">
      {(report) => <Report roundId={roundId} report={report} />}
    </PtQueryView>
  );
}

function Report({ roundId, report }: { readonly roundId: string; readonly report: PtReport }) {
  return (
    <>
      <p>
        The report was published on <PtDate value={report.publishedAt} />.{' '}
        {report.participantCount === 1
          ? 'Your laboratory was the only one to take part'
          : `${report.participantCount} laboratories took part; each is shown by its lab code`}
        . Yours is <strong>{report.labCode}</strong>.
      </p>
      <h3 className="pt-subheading">Report documents</h3>
      <PtDocuments
        documents={report.documents}
        hrefOf={(documentId) => apiPaths.ptReportDocument(roundId, documentId)}
        none="The report documents are not available yet."
      />
      {report.analytes.map((analyte) => (
        <AnalyteReport key={analyte.analyteId} analyte={analyte} />
      ))}
      <section className="pt-report-part" aria-labelledby="pt-history-heading">
        <h3 id="pt-history-heading" className="pt-subheading">
          Your scores over past rounds
        </h3>
        {report.history.length === 0 ? (
          <p>Your laboratory has no scores from completed rounds yet.</p>
        ) : (
          <>
            <ZScoreHistoryChart history={report.history} />
            <DataDisclosure>
              <ZScoreHistoryTable history={report.history} />
            </DataDisclosure>
          </>
        )}
      </section>
    </>
  );
}

function ownResultText(analyte: ReportAnalyte): string {
  const amount = (value: number | null) => (value === null ? '' : `${formatMeasure(value)} ${analyte.unit}`);
  switch (analyte.outcome) {
    case 'value':
      return amount(analyte.value);
    case 'less-than':
      return `Less than ${amount(analyte.value)} (not scored)`;
    case 'not-tested':
      return 'Not tested (not scored)';
    default:
      return 'No result submitted';
  }
}

function AnalyteReport({ analyte }: { readonly analyte: ReportAnalyte }) {
  const headingId = `pt-report-${analyte.analyteId}`;
  const zPrime = analyte.scoreKind === 'z-prime';
  const scoreName = zPrime ? 'z′-score' : 'z-score';
  const measure = (value: number | null) =>
    value === null ? 'Not set' : `${formatMeasure(value)} ${analyte.unit}`;
  const rows: { key: string; value: ReactNode }[] = [
    { key: 'Your result', value: ownResultText(analyte) },
    {
      key: 'Assigned value',
      value: (
        <>
          {measure(analyte.assignedValue)}
          <span className="pt-note">
            {analyte.assignedValueSource === 'consensus'
              ? 'The robust mean of the participants’ results (ISO 13528 Algorithm A)'
              : 'A reference value set by the scheme'}
          </span>
        </>
      ),
    },
    { key: 'Standard deviation for proficiency assessment (σpt)', value: measure(analyte.sigmaPt) },
    {
      key: 'Standard uncertainty of the assigned value (u(xpt))',
      value: measure(analyte.assignedUncertainty),
    },
    {
      key: `Your ${scoreName}`,
      value:
        analyte.score === null ? (
          'Not scored'
        ) : (
          <>
            {zPrime ? 'z′' : 'z'} = {formatScore(analyte.score)}
            {zPrime ? (
              <span className="pt-note">
                z′ is used instead of z because the uncertainty of the assigned value is more than 0.3 σpt, so
                it is taken into account: z′ = (x − xpt) / √(σpt² + u(xpt)²).
              </span>
            ) : null}
          </>
        ),
    },
    {
      key: 'Interpretation',
      value: analyte.scoreClass ? (
        <Tag colour={READING_COLOURS[analyte.scoreClass]}>{Z_SCORE_CLASS_LABELS[analyte.scoreClass]}</Tag>
      ) : (
        'Not scored'
      ),
    },
  ];
  return (
    <section className="pt-report-part" aria-labelledby={headingId}>
      <h3 id={headingId} className="pt-subheading">
        {analyte.name} ({analyte.unit})
      </h3>
      <SummaryList rows={rows} />
      {analyte.participants.length > 0 ? (
        <>
          <h4 className="pt-chart-heading">Your result among all participants</h4>
          <ParticipantsChart analyte={analyte} />
          <DataDisclosure>
            <ParticipantsTable analyte={analyte} />
          </DataDisclosure>
        </>
      ) : null}
    </section>
  );
}

/** A chart's data, folded away under the chart: the same facts for those who cannot see the chart. */
function DataDisclosure({ children }: { readonly children: ReactNode }) {
  return (
    <details className="pt-details">
      <summary className="pt-details__summary">Show the data as a table</summary>
      <div className="pt-details__body">{children}</div>
    </details>
  );
}
