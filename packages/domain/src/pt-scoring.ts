import { classifyZScore, type ZScoreClass } from './proficiency-testing.js';

/**
 * Scoring a Proficiency Testing round by ISO 13528 (docs/domain.md "Proficiency testing"): the robust mean
 * and standard deviation of Algorithm A, the assigned value and its standard uncertainty, sigma_pt, and
 * each participant's z or z′ score with its reading. Pure: the API stores what this computes.
 */

/** Where an analyte's assigned value comes from. */
export const PT_ASSIGNED_VALUE_SOURCES = ['consensus', 'reference'] as const;
export type PtAssignedValueSource = (typeof PT_ASSIGNED_VALUE_SOURCES)[number];

/** How an analyte's standard deviation for proficiency assessment (sigma_pt) is set. */
export const PT_SIGMA_RULES = ['robust', 'fixed', 'percent'] as const;
export type PtSigmaRule = (typeof PT_SIGMA_RULES)[number];

/** A laboratory's answer for one analyte: a number, a "less than" limit, or not tested. */
export const PT_RESULT_OUTCOMES = ['value', 'less-than', 'not-tested'] as const;
export type PtResultOutcome = (typeof PT_RESULT_OUTCOMES)[number];

/** The score a result gets: z, or z′ where the assigned value's uncertainty is not negligible. */
export const PT_SCORE_KINDS = ['z', 'z-prime'] as const;
export type PtScoreKind = (typeof PT_SCORE_KINDS)[number];

/** How the officer set an analyte's assigned value and sigma_pt. */
export interface PtAssignment {
  readonly source: PtAssignedValueSource;
  /** The reference value and its standard uncertainty, for `source: 'reference'`. */
  readonly referenceValue: number | null;
  readonly referenceUncertainty: number | null;
  readonly sigmaRule: PtSigmaRule;
  /** The fixed sigma_pt, or the percentage of the assigned value; unused for `robust`. */
  readonly sigmaValue: number | null;
}

export interface PtScoringInput {
  readonly participantId: string;
  readonly outcome: PtResultOutcome;
  /** The number for `value`, the limit for `less-than`, null for `not-tested`. */
  readonly value: number | null;
}

export interface PtAnalyteStatistics {
  /** The numeric results the statistics were computed from. */
  readonly resultCount: number;
  /** Algorithm A's robust mean x* and standard deviation s* of those results. */
  readonly robustMean: number;
  readonly robustSd: number;
  readonly iterations: number;
  readonly assignedValue: number;
  /** u(x_pt): 1.25 s* / sqrt(p) for a consensus value; the reference value's own for a reference. */
  readonly assignedUncertainty: number;
  readonly sigmaPt: number;
  /** z′ when u(x_pt) > 0.3 sigma_pt (ISO 13528 9.5), z otherwise. */
  readonly scoreKind: PtScoreKind;
}

export interface PtParticipantScore {
  readonly participantId: string;
  /** Null for results that are not scored ("not tested", "less than"). */
  readonly score: number | null;
  readonly scoreClass: ZScoreClass | null;
}

export type PtAnalyteScoring =
  | {
      readonly ok: true;
      readonly statistics: PtAnalyteStatistics;
      readonly scores: readonly PtParticipantScore[];
    }
  | { readonly ok: false; readonly reason: string };

/** MADe: the median absolute deviation scaled to estimate a normal standard deviation (ISO 13528 C.2.2). */
const MADE_FACTOR = 1.483;
/** Winsorising limit of Algorithm A, in robust standard deviations (C.3.1, delta = 1.5 s*). */
const WINSORISING_LIMIT = 1.5;
/** Corrects the standard deviation of winsorised normal data back to sigma (C.3.1, s* = 1.134 sd). */
const WINSORISED_SD_FACTOR = 1.134;
/** Iterated to the fixed point: stop once x* and s* each move by less than this fraction of s*. */
const FIXED_POINT_TOLERANCE = 1e-10;
/** When s* falls below this fraction of its starting value, the winsorised results have become one value. */
const COLLAPSED_SPREAD = 1e-12;
export const ALGORITHM_A_MAX_ITERATIONS = 1000;

/**
 * When Algorithm A stops iterating:
 * - `fixed-point` (the portal's rule): once neither x* nor s* changes by more than 1e-10 of s* from one
 *   iteration to the next. The result is then the algorithm's limit, the same whatever the units or the
 *   offset of the data, so a round scores the same however its results are written. ISO 13528 allows
 *   criteria other than its own.
 * - `third-figure`: the rule stated in ISO 13528 C.3.1 for calculation by hand, no change in the third
 *   significant figure of s* and in the equivalent figure of x*. The values printed in the standard's
 *   worked examples were found this way; it may stop a few units of the third figure short of the limit.
 */
export type AlgorithmAConvergence = 'fixed-point' | 'third-figure';

export interface AlgorithmAResult {
  readonly mean: number;
  readonly sd: number;
  readonly iterations: number;
}

/** Algorithm A of ISO 13528 (C.3): the robust mean x* and standard deviation s*, iterated to convergence. */
export function algorithmA(
  values: readonly number[],
  options: { readonly convergence?: AlgorithmAConvergence; readonly maxIterations?: number } = {},
): AlgorithmAResult {
  if (values.length === 0 || !values.every(Number.isFinite)) {
    throw new RangeError('Algorithm A needs one or more finite numbers.');
  }
  const { convergence = 'fixed-point', maxIterations = ALGORITHM_A_MAX_ITERATIONS } = options;
  const sorted = [...values].sort((a, b) => a - b);
  let mean = medianOfSorted(sorted);
  let sd = MADE_FACTOR * medianOfSorted(sorted.map((value) => Math.abs(value - mean)).sort((a, b) => a - b));
  // More than half the results are equal, so MADe is zero and cannot start the iteration (a case ISO
  // 13528 C.3.1 notes). Start from the sample standard deviation instead: it is zero only when every
  // result is equal, and the winsorising then shrinks it towards the spread of the bulk of the results.
  if (sd === 0 && sorted.length > 1) sd = sampleSd(sorted);
  if (sd === 0) return { mean, sd: 0, iterations: 0 };
  const startingSd = sd;
  for (let iteration = 1; iteration <= maxIterations; iteration += 1) {
    const low = mean - WINSORISING_LIMIT * sd;
    const high = mean + WINSORISING_LIMIT * sd;
    const { mean: nextMean, sd: winsorisedSd } = winsorisedMoments(sorted, low, high);
    const nextSd = WINSORISED_SD_FACTOR * winsorisedSd;
    if (nextSd <= COLLAPSED_SPREAD * startingSd) return { mean: nextMean, sd: 0, iterations: iteration };
    const settled =
      convergence === 'fixed-point'
        ? Math.abs(nextMean - mean) <= FIXED_POINT_TOLERANCE * nextSd &&
          Math.abs(nextSd - sd) <= FIXED_POINT_TOLERANCE * nextSd
        : sameThirdFigure(mean, sd, nextMean, nextSd);
    mean = nextMean;
    sd = nextSd;
    if (settled) return { mean, sd, iterations: iteration };
  }
  return { mean, sd, iterations: maxIterations };
}

function medianOfSorted(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function sampleSd(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** Mean and sample standard deviation of the values pulled into [low, high], without copying them. */
function winsorisedMoments(
  values: readonly number[],
  low: number,
  high: number,
): { mean: number; sd: number } {
  let sum = 0;
  for (const value of values) sum += Math.min(high, Math.max(low, value));
  const mean = sum / values.length;
  let squares = 0;
  for (const value of values) squares += (Math.min(high, Math.max(low, value)) - mean) ** 2;
  return { mean, sd: Math.sqrt(squares / (values.length - 1)) };
}

/** No change in the third significant figure of s*, nor in the same decimal place of x* (C.3.1). */
function sameThirdFigure(mean: number, sd: number, nextMean: number, nextSd: number): boolean {
  const unit = 10 ** (Math.floor(Math.log10(nextSd)) - 2);
  return (
    Math.round(mean / unit) === Math.round(nextMean / unit) &&
    Math.round(sd / unit) === Math.round(nextSd / unit)
  );
}

/**
 * The fewest numeric results from which a consensus value or a robust sigma_pt is computed. ISO 13528
 * (Annex D.1, small numbers of participants) warns that consensus statistics from few results are
 * unreliable; with 5, Algorithm A (breakdown about 30 %) still withstands one wild result. A reference
 * value with a fixed or percentage sigma_pt needs only results to score.
 */
export const MIN_CONSENSUS_RESULTS = 5;

/** u(x_pt) above this fraction of sigma_pt is not negligible, and z′ replaces z (ISO 13528 9.5, 9.6). */
export const Z_PRIME_UNCERTAINTY_RATIO = 0.3;

/** ISO 13528 7.7 (consensus values): u(x_pt) = 1.25 s* / sqrt(p) for a robust mean of p results. */
const CONSENSUS_UNCERTAINTY_FACTOR = 1.25;

/** Whether a result is a number that is scored and that the statistics are computed from. */
function isNumericResult(result: PtScoringInput): result is PtScoringInput & { readonly value: number } {
  return result.outcome === 'value' && result.value !== null && Number.isFinite(result.value);
}

/** The assigned value x_pt and its standard uncertainty u(x_pt), or why they cannot be set. */
export function assignedValueOf(
  assignment: PtAssignment,
  robust: AlgorithmAResult,
  resultCount: number,
): { readonly value: number; readonly uncertainty: number } | string {
  if (assignment.source === 'consensus') {
    return {
      value: robust.mean,
      uncertainty: (CONSENSUS_UNCERTAINTY_FACTOR * robust.sd) / Math.sqrt(resultCount),
    };
  }
  if (assignment.referenceValue === null) return 'Enter the reference value before computing the statistics.';
  if (assignment.referenceUncertainty === null) {
    return 'Enter the standard uncertainty of the reference value before computing the statistics.';
  }
  return { value: assignment.referenceValue, uncertainty: assignment.referenceUncertainty };
}

/** sigma_pt by the officer's rule, or why it cannot be set. */
export function sigmaPtOf(
  assignment: PtAssignment,
  robustSd: number,
  assignedValue: number,
): number | string {
  if (assignment.sigmaRule === 'robust') {
    return robustSd > 0
      ? robustSd
      : 'The results agree exactly, so their robust standard deviation is zero. Set sigma_pt as a fixed value or a percentage instead.';
  }
  if (assignment.sigmaValue === null || !(assignment.sigmaValue > 0)) {
    return 'Enter sigma_pt, or the percentage of the assigned value, greater than 0 before computing the statistics.';
  }
  if (assignment.sigmaRule === 'fixed') return assignment.sigmaValue;
  const sigma = (assignment.sigmaValue / 100) * Math.abs(assignedValue);
  return sigma > 0
    ? sigma
    : 'The assigned value is zero, so a percentage of it gives no sigma_pt. Set a fixed sigma_pt instead.';
}

function tooFewResults(count: number, assignment: PtAssignment): string | null {
  if (count === 0) return 'No laboratory reported a number for this analyte, so there is nothing to score.';
  const needsConsensus = assignment.source === 'consensus' || assignment.sigmaRule === 'robust';
  if (!needsConsensus || count >= MIN_CONSENSUS_RESULTS) return null;
  const reported = count === 1 ? 'Only 1 laboratory' : `Only ${count} laboratories`;
  return `${reported} reported a number for this analyte; a consensus value or a robust sigma_pt needs at least ${MIN_CONSENSUS_RESULTS}. Enter a reference value with a fixed or percentage sigma_pt to score it.`;
}

/**
 * Scores one analyte of a round: the statistics from the participants' numeric results and the
 * officer's assignment, then each participant's score ("not tested" and "less than" are listed, not
 * scored). Refused, with the reason in words, when there are too few results to compute from.
 */
export function scoreAnalyte(results: readonly PtScoringInput[], assignment: PtAssignment): PtAnalyteScoring {
  const values = results.filter(isNumericResult).map((result) => result.value);
  const tooFew = tooFewResults(values.length, assignment);
  if (tooFew !== null) return { ok: false, reason: tooFew };
  const robust = algorithmA(values);
  const assigned = assignedValueOf(assignment, robust, values.length);
  if (typeof assigned === 'string') return { ok: false, reason: assigned };
  const sigmaPt = sigmaPtOf(assignment, robust.sd, assigned.value);
  if (typeof sigmaPt === 'string') return { ok: false, reason: sigmaPt };
  // ISO 13528 9.5 and 9.6: when u(x_pt) > 0.3 sigma_pt the assigned value's own uncertainty is not
  // negligible, and z′ = (x - x_pt) / sqrt(sigma_pt² + u(x_pt)²) takes it into account instead of z.
  const scoreKind: PtScoreKind = assigned.uncertainty > Z_PRIME_UNCERTAINTY_RATIO * sigmaPt ? 'z-prime' : 'z';
  const spread = scoreKind === 'z' ? sigmaPt : Math.hypot(sigmaPt, assigned.uncertainty);
  const scores = results.map((result): PtParticipantScore => {
    if (!isNumericResult(result))
      return { participantId: result.participantId, score: null, scoreClass: null };
    const score = (result.value - assigned.value) / spread;
    return { participantId: result.participantId, score, scoreClass: classifyZScore(score) };
  });
  return {
    ok: true,
    statistics: {
      resultCount: values.length,
      robustMean: robust.mean,
      robustSd: robust.sd,
      iterations: robust.iterations,
      assignedValue: assigned.value,
      assignedUncertainty: assigned.uncertainty,
      sigmaPt,
      scoreKind,
    },
    scores,
  };
}
