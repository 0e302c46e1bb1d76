import {
  formatMeasure,
  formatScore,
  type OfficerPtRound,
  type PtResultOutcome,
  type PtScoreKind,
  Z_SCORE_CLASS_LABELS,
  type ZScoreClass,
} from '@fsmis/domain';

type Analyte = OfficerPtRound['analytes'][number];

/** The score's name as the report writes it. */
export const scoreSymbol = (kind: PtScoreKind): string => (kind === 'z-prime' ? 'z′' : 'z');

/** ISO 13528's limits: within ±2 satisfactory, within ±3 questionable, beyond unsatisfactory. */
export function scoreReferenceLines(kind: PtScoreKind) {
  const symbol = scoreSymbol(kind);
  return [3, 2, -2, -3].map((value) => ({
    value,
    label: `${symbol} = ${value > 0 ? '+' : '−'}${Math.abs(value)}`,
  }));
}

/** One participant's line in an analyte's table of scores. */
export type ScoreRow = {
  readonly labCode: string;
  readonly companyName: string;
  /** Null when the laboratory submitted no result for the analyte. */
  readonly outcome: PtResultOutcome | null;
  readonly value: number | null;
  readonly score: number | null;
  readonly scoreClass: ZScoreClass | null;
};

/** Every participant with submitted results, by lab code, with its result and score for one analyte. */
export function scoreRowsOf(round: OfficerPtRound, analyteId: string): ScoreRow[] {
  return round.participants
    .filter((participant) => participant.resultsSubmittedAt !== null)
    .map((participant) => {
      const result = participant.results.find((each) => each.analyteId === analyteId);
      return {
        labCode: participant.labCode,
        companyName: participant.companyName,
        outcome: result?.outcome ?? null,
        value: result?.value ?? null,
        score: result?.score ?? null,
        scoreClass: result?.scoreClass ?? null,
      };
    })
    .sort((a, b) => a.labCode.localeCompare(b.labCode));
}

/** A result in words: the number, a "less than" limit, or why there is none. */
export function resultText(row: ScoreRow, unit: string): string {
  if (row.outcome === 'value' && row.value !== null) return `${formatMeasure(row.value)} ${unit}`;
  if (row.outcome === 'less-than' && row.value !== null) return `< ${formatMeasure(row.value)} ${unit}`;
  if (row.outcome === 'not-tested') return 'Not tested';
  return 'No result';
}

/** The reading of a score in words, or why the result has none. */
export function classificationText(row: ScoreRow): string {
  if (row.scoreClass !== null) return Z_SCORE_CLASS_LABELS[row.scoreClass];
  if (row.outcome === 'less-than') return 'Not scored: a “less than” result';
  if (row.outcome === 'not-tested') return 'Not scored: not tested';
  if (row.outcome === null) return 'Not scored: no result';
  return 'Not scored';
}

export type ChartFigures = {
  readonly categories: readonly string[];
  readonly values: readonly number[];
  readonly summary: string;
};

type ScoredRow = ScoreRow & { readonly score: number; readonly scoreClass: ZScoreClass };
type NumericRow = ScoreRow & { readonly outcome: 'value'; readonly value: number };

const isScored = (row: ScoreRow): row is ScoredRow => row.score !== null && row.scoreClass !== null;
const isNumeric = (row: ScoreRow): row is NumericRow => row.outcome === 'value' && row.value !== null;

/** The bars of every scored laboratory's score, with the chart's description in words. */
export function scoreChartOf(analyte: Analyte, kind: PtScoreKind, rows: readonly ScoreRow[]): ChartFigures {
  const scored = rows.filter(isScored);
  const each = scored
    .map(
      (row) =>
        `${row.labCode} ${formatScore(row.score)} (${Z_SCORE_CLASS_LABELS[row.scoreClass].toLowerCase()})`,
    )
    .join(', ');
  return {
    categories: scored.map((row) => row.labCode),
    values: scored.map((row) => row.score),
    summary: `${scoreSymbol(kind)}-scores of ${counted(scored.length)} for ${analyte.name}: ${each}. Scores within ±2 are satisfactory, between 2 and 3 questionable, and at 3 or beyond unsatisfactory.`,
  };
}

/** The bars of every laboratory's numeric result, with the assigned value in the description. */
export function resultsChartOf(
  analyte: Analyte,
  assignedValue: number,
  rows: readonly ScoreRow[],
): ChartFigures {
  const numeric = rows.filter(isNumeric);
  const each = numeric.map((row) => `${row.labCode} ${formatMeasure(row.value)}`).join(', ');
  return {
    categories: numeric.map((row) => row.labCode),
    values: numeric.map((row) => row.value),
    summary: `Results of ${counted(numeric.length)} for ${analyte.name}, in ${analyte.unit}: ${each}. The assigned value is ${formatMeasure(assignedValue)}.`,
  };
}

const counted = (count: number) => (count === 1 ? '1 laboratory' : `${count} laboratories`);
