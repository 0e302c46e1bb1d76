import { type PtAssignment, type PtResultOutcome, scoreAnalyte, type ZScoreClass } from '@fsmis/domain';
import type { SeedAnalyte, SeedDeviation } from './demo-pt-rounds.js';

/** A result as a laboratory enters it, and the number read from it. */
export interface SeedResult {
  outcome: PtResultOutcome;
  valueText: string;
  value: number | null;
  uncertaintyText: string;
  method: string;
}

/**
 * A repeatable stream of numbers in [0, 1) (mulberry32) seeded from a text: the seeded results are the
 * same on every seed, and differ between rounds and analytes.
 */
export function seededRandom(seedText: string): () => number {
  let state = 2166136261;
  for (const character of seedText) state = Math.imul(state ^ (character.codePointAt(0) ?? 0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A draw from the standard normal distribution (Box-Muller), kept within ±2.2 so that outliers are chosen ones. */
function normalDeviation(random: () => number): number {
  const u = 1 - random();
  const v = random();
  const deviation = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.max(-2.2, Math.min(2.2, deviation));
}

/**
 * What a laboratory reports for an analyte: the true value moved by its deviation (given, or drawn) in
 * spreads, rounded as laboratories report it, with an expanded uncertainty and its method.
 */
export function drawResult(
  analyte: SeedAnalyte,
  laboratory: { order: number; deviation: SeedDeviation | undefined },
  random: () => number,
): SeedResult {
  const drawn = normalDeviation(random);
  const method = analyte.methods[laboratory.order % analyte.methods.length] ?? '';
  if (laboratory.deviation === 'not-tested') {
    return { outcome: 'not-tested', valueText: '', value: null, uncertaintyText: '', method: '' };
  }
  const deviation = laboratory.deviation ?? drawn;
  const valueText = (analyte.trueValue + deviation * analyte.spread).toFixed(analyte.decimals);
  const value = Number(valueText);
  const uncertainty = value * (0.04 + 0.02 * (laboratory.order % 3));
  return {
    outcome: 'value',
    valueText,
    value,
    uncertaintyText: uncertainty.toFixed(analyte.decimals),
    method,
  };
}

/** The statistics columns of an analyte, as the officer's compute stores them. */
export interface AnalyteStatisticsColumns {
  resultCount: number | null;
  robustMean: number | null;
  robustSd: number | null;
  assignedValue: number | null;
  assignedUncertainty: number | null;
  sigmaPt: number | null;
  scoreKind: string | null;
  statisticsProblem: string | null;
}

/**
 * Scores one analyte over the submitted results, as the officer's compute does (the domain's
 * `scoreAnalyte`): its statistics columns, and each scored result's score by participation id.
 */
export function scoreSeededAnalyte(
  assignment: PtAssignment,
  results: readonly { participationId: string; outcome: PtResultOutcome; value: number | null }[],
): {
  statistics: AnalyteStatisticsColumns;
  scores: Map<string, { score: number | null; scoreClass: ZScoreClass | null }>;
} {
  const scoring = scoreAnalyte(
    results.map((result) => ({
      participantId: result.participationId,
      outcome: result.outcome,
      value: result.value,
    })),
    assignment,
  );
  if (!scoring.ok) {
    return {
      statistics: {
        resultCount: null,
        robustMean: null,
        robustSd: null,
        assignedValue: null,
        assignedUncertainty: null,
        sigmaPt: null,
        scoreKind: null,
        statisticsProblem: scoring.reason,
      },
      scores: new Map(),
    };
  }
  const { statistics } = scoring;
  return {
    statistics: {
      resultCount: statistics.resultCount,
      robustMean: statistics.robustMean,
      robustSd: statistics.robustSd,
      assignedValue: statistics.assignedValue,
      assignedUncertainty: statistics.assignedUncertainty,
      sigmaPt: statistics.sigmaPt,
      scoreKind: statistics.scoreKind,
      statisticsProblem: null,
    },
    scores: new Map(
      scoring.scores.map((score) => [
        score.participantId,
        { score: score.score, scoreClass: score.scoreClass },
      ]),
    ),
  };
}
