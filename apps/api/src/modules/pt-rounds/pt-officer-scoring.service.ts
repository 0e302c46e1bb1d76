import { type PtScoringInput, type ptAssignmentSchema, scoreAnalyte } from '@fsmis/domain';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import type { NamedOfficerActor } from '../audit/audit.service.js';
import * as repository from './pt-officer.repository.js';
import { type PtOfficerContext, roundSnapshot, takePtStep } from './pt-officer-step.js';

/**
 * The officer's steps that score a round (ISO 13528): how each analyte's assigned value and sigma_pt
 * are set, computing the statistics and every participant's score, and reviewing them before the report
 * is published. The numbers come from the domain's `scoreAnalyte`; these steps store them.
 */

export const PT_ANALYTE_NOT_FOUND_MESSAGE = 'We could not find that analyte in the round.';

const NOT_COMPUTED = { statisticsComputedAt: null, ...notReviewed() };

function notReviewed() {
  return { statisticsReviewedAt: null, statisticsReviewedByUserId: null };
}

/** How an analyte is scored, as the audit log keeps it. */
const assignmentSnapshot = (analyte: repository.PtAnalyteRow) => ({
  analyte: analyte.name,
  source: analyte.assignedValueSource,
  referenceValue: analyte.referenceValue,
  referenceUncertainty: analyte.referenceUncertainty,
  sigmaRule: analyte.sigmaRule,
  sigmaValue: analyte.sigmaValue,
});

/** Sets how one analyte's assigned value and sigma_pt are found; the statistics must be computed again. */
export function assignPtAnalyte(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  where: { readonly roundId: string; readonly analyteId: string },
  body: z.output<typeof ptAssignmentSchema>,
  now = new Date(),
): Promise<string> {
  return takePtStep(context, actor, { roundId: where.roundId, step: 'assign' }, async (tx, { round }) => {
    const analytes = await repository.findAnalytes(tx, round.id);
    const analyte = analytes.find((each) => each.id === where.analyteId);
    if (!analyte) throw notFound(PT_ANALYTE_NOT_FOUND_MESSAGE);
    const reference = body.source === 'reference';
    const changed = {
      assignedValueSource: body.source,
      referenceValue: reference ? body.referenceValue : null,
      referenceUncertainty: reference ? body.referenceUncertainty : null,
      sigmaRule: body.sigmaRule,
      sigmaValue: body.sigmaRule === 'robust' ? null : body.sigmaValue,
    };
    await repository.updateAnalyte(tx, analyte.id, changed);
    await repository.updateRound(tx, round.id, NOT_COMPUTED, now);
    const value = reference
      ? `the reference value ${body.referenceValue} ± ${body.referenceUncertainty}`
      : 'the participants’ consensus';
    const sigma = {
      robust: 'the robust standard deviation',
      fixed: `${body.sigmaValue}`,
      percent: `${body.sigmaValue}% of the assigned value`,
    }[body.sigmaRule];
    return {
      result: `${analyte.name} in ${round.code} is scored against ${value}, with sigma_pt ${sigma}. Compute the statistics again.`,
      before: roundSnapshot(round, assignmentSnapshot(analyte)),
      after: roundSnapshot(round, assignmentSnapshot({ ...analyte, ...changed })),
    };
  });
}

/** An analyte's statistics, cleared when it cannot be scored. */
const NO_STATISTICS = {
  resultCount: null,
  robustMean: null,
  robustSd: null,
  assignedValue: null,
  assignedUncertainty: null,
  sigmaPt: null,
  scoreKind: null,
};

/**
 * Computes each analyte's statistics from the results of the participants who submitted, and scores
 * every result. An analyte that cannot be scored (too few results …) keeps the reason, and its results
 * no score. The review, if there was one, must be done again.
 */
export function computePtStatistics(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  roundId: string,
  now = new Date(),
): Promise<string> {
  return takePtStep(context, actor, { roundId, step: 'compute' }, async (tx, { round, participants }) => {
    const analytes = await repository.findAnalytes(tx, round.id);
    const submitted = new Set(
      participants
        .filter((each) => each.participation.resultsSubmittedAt)
        .map((each) => each.participation.id),
    );
    const results = await repository.findResults(
      tx,
      participants.map((each) => each.participation.id),
    );
    const problems: string[] = [];
    for (const analyte of analytes) {
      const own = results.filter((result) => result.analyteId === analyte.id);
      const scored = own.flatMap((result) =>
        submitted.has(result.participationId) ? scoringInput(result) : [],
      );
      const scoring = scoreAnalyte(scored, {
        source: analyte.assignedValueSource,
        referenceValue: analyte.referenceValue,
        referenceUncertainty: analyte.referenceUncertainty,
        sigmaRule: analyte.sigmaRule,
        sigmaValue: analyte.sigmaValue,
      });
      if (!scoring.ok) problems.push(`${analyte.name}: ${scoring.reason}`);
      await repository.updateAnalyte(
        tx,
        analyte.id,
        scoring.ok
          ? {
              resultCount: scoring.statistics.resultCount,
              robustMean: scoring.statistics.robustMean,
              robustSd: scoring.statistics.robustSd,
              assignedValue: scoring.statistics.assignedValue,
              assignedUncertainty: scoring.statistics.assignedUncertainty,
              sigmaPt: scoring.statistics.sigmaPt,
              scoreKind: scoring.statistics.scoreKind,
              statisticsProblem: null,
            }
          : { ...NO_STATISTICS, statisticsProblem: scoring.reason },
      );
      const scores = new Map(scoring.ok ? scoring.scores.map((each) => [each.participantId, each]) : []);
      for (const result of own) {
        const score = submitted.has(result.participationId) ? scores.get(result.participationId) : undefined;
        await repository.updateResultScore(tx, result.id, {
          score: score?.score ?? null,
          scoreClass: score?.scoreClass ?? null,
        });
      }
    }
    await repository.updateRound(tx, round.id, { statisticsComputedAt: now, ...notReviewed() }, now);
    const scoredCount = analytes.length - problems.length;
    return {
      result: [
        `Computed the statistics of ${round.code} from ${submitted.size} ${submitted.size === 1 ? 'submission' : 'submissions'}: ${scoredCount} of ${analytes.length} ${analytes.length === 1 ? 'analyte' : 'analytes'} scored.`,
        ...problems.map((problem) => `Not scored: ${problem}`),
        'Review them before you publish the report.',
      ].join(' '),
      before: roundSnapshot(round, {
        statisticsComputedAt: round.statisticsComputedAt?.toISOString() ?? null,
      }),
      after: roundSnapshot(round, {
        statisticsComputedAt: now.toISOString(),
        analytesScored: scoredCount,
        analytesNotScored: problems.length,
      }),
    };
  });
}

/** A result as the scoring reads it; none for a result without an outcome. */
function scoringInput(result: repository.PtResultRow): PtScoringInput[] {
  const { outcome } = result;
  return outcome === null ? [] : [{ participantId: result.participationId, outcome, value: result.value }];
}

/** Marks the computed statistics reviewed: the report may be published. */
export function reviewPtStatistics(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  roundId: string,
  now = new Date(),
): Promise<string> {
  return takePtStep(context, actor, { roundId, step: 'review' }, async (tx, { round }) => {
    await repository.updateRound(
      tx,
      round.id,
      { statisticsReviewedAt: now, statisticsReviewedByUserId: actor.officerUserId },
      now,
    );
    return {
      result: `Reviewed the statistics of ${round.code}; you can publish the report.`,
      before: roundSnapshot(round, {
        statisticsReviewedAt: round.statisticsReviewedAt?.toISOString() ?? null,
      }),
      after: roundSnapshot(round, { statisticsReviewedAt: now.toISOString() }),
    };
  });
}
