import { formatMeasure, formatScore, Z_PRIME_UNCERTAINTY_RATIO } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { BarChart } from '../../../components/charts/bar-chart';
import type { OfficerPtRound, PtRoundAnalyte } from '../api/get-pt-round';
import {
  resultsChartOf,
  scoreChartOf,
  scoreReferenceLines,
  scoreRowsOf,
  scoreSymbol,
} from '../utils/pt-figures';
import { assignedValueWords, sigmaWords } from './assignment-words';
import { ScoresTable } from './scores-table';

type Statistics = NonNullable<PtRoundAnalyte['statistics']>;

function StatisticsList({
  analyte,
  statistics,
}: {
  readonly analyte: PtRoundAnalyte;
  readonly statistics: Statistics;
}) {
  const measure = (value: number) => `${formatMeasure(value)} ${analyte.unit}`;
  const zPrime = statistics.scoreKind === 'z-prime';
  const limit = Z_PRIME_UNCERTAINTY_RATIO * statistics.sigmaPt;
  return (
    <SummaryList
      rows={[
        { key: 'Numeric results', value: String(statistics.resultCount) },
        {
          key: 'Assigned value (x_pt)',
          value: (
            <>
              {measure(statistics.assignedValue)}
              <span className="pt-note">{assignedValueWords(analyte)}</span>
            </>
          ),
        },
        {
          key: 'Standard uncertainty of the assigned value, u(x_pt)',
          value: measure(statistics.assignedUncertainty),
        },
        {
          key: 'σpt',
          value: (
            <>
              {measure(statistics.sigmaPt)}
              <span className="pt-note">{sigmaWords(analyte)}</span>
            </>
          ),
        },
        {
          key: 'Score',
          value: zPrime
            ? `z′ is used: u(x_pt) is more than 0.3 σpt (${formatMeasure(limit)} ${analyte.unit}), so z′ = (x − x_pt) / √(σpt² + u(x_pt)²)`
            : `z is used: u(x_pt) is at most 0.3 σpt (${formatMeasure(limit)} ${analyte.unit}), so z = (x − x_pt) / σpt`,
        },
        { key: 'Robust mean (x*)', value: measure(statistics.robustMean) },
        { key: 'Robust standard deviation (s*)', value: measure(statistics.robustSd) },
      ]}
    />
  );
}

/**
 * One analyte's statistics as computed: the figures of ISO 13528, a chart of every laboratory's score
 * with the limits at ±2 and ±3, a chart of the results against the assigned value, and the table of
 * scores with their readings; or why the analyte could not be scored.
 */
export function AnalyteStatistics({
  round,
  analyte,
}: {
  readonly round: OfficerPtRound;
  readonly analyte: PtRoundAnalyte;
}) {
  const headingId = `pt-statistics-${analyte.id}`;
  const rows = scoreRowsOf(round, analyte.id);
  const { statistics } = analyte;
  return (
    <section className="pt-analyte" aria-labelledby={headingId}>
      <h3 id={headingId} className="pt-subheading">
        Statistics for {analyte.name} ({analyte.unit})
      </h3>
      {analyte.statisticsProblem ? <WarningText>Not scored: {analyte.statisticsProblem}</WarningText> : null}
      {statistics ? (
        <>
          <StatisticsList analyte={analyte} statistics={statistics} />
          <ScoreChart analyte={analyte} statistics={statistics} rows={rows} />
          <ResultsChart analyte={analyte} statistics={statistics} rows={rows} />
        </>
      ) : null}
      {rows.length > 0 ? (
        <ScoresTable
          analyteId={analyte.id}
          analyteName={analyte.name}
          unit={analyte.unit}
          kind={statistics?.scoreKind ?? 'z'}
          rows={rows}
        />
      ) : null}
    </section>
  );
}

type ChartProps = {
  readonly analyte: PtRoundAnalyte;
  readonly statistics: Statistics;
  readonly rows: ReturnType<typeof scoreRowsOf>;
};

function ScoreChart({ analyte, statistics, rows }: ChartProps) {
  const kind = statistics.scoreKind;
  const figures = scoreChartOf(analyte, kind, rows);
  if (figures.categories.length === 0) return null;
  const name = `${scoreSymbol(kind)}-score`;
  return (
    <BarChart
      title={`${name}s for ${analyte.name}`}
      summary={figures.summary}
      categories={figures.categories}
      series={[{ name, values: figures.values }]}
      valueLabel={name}
      format={formatScore}
      referenceLines={scoreReferenceLines(kind)}
    />
  );
}

function ResultsChart({ analyte, statistics, rows }: ChartProps) {
  const figures = resultsChartOf(analyte, statistics.assignedValue, rows);
  if (figures.categories.length === 0) return null;
  return (
    <BarChart
      title={`Results for ${analyte.name} by laboratory`}
      summary={figures.summary}
      categories={figures.categories}
      series={[{ name: `Result in ${analyte.unit}`, values: figures.values }]}
      valueLabel={`Result in ${analyte.unit}`}
      format={formatMeasure}
      referenceLines={[
        { value: statistics.assignedValue, label: `x_pt = ${formatMeasure(statistics.assignedValue)}` },
      ]}
    />
  );
}
