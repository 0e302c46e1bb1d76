import { type AvailableAction, availableActions, refusalOf, stepsOf } from './case-definition.js';
import type { PtStatus } from './proficiency-testing.js';
import {
  PT_PARTICIPATION_CASE,
  type PtParticipantStep,
  type PtParticipationFacts,
} from './pt-participation-case.js';
import { PT_ROUND_CASE, type PtRoundFacts, type PtStatusStep, type PtWorkStep } from './pt-round-case.js';

// A round's steps and a laboratory's, read from their cases (pt-round-case.ts, pt-participation-case.ts)
// in the shapes the officer's routes and the console name them by.
export {
  PT_NOT_REGISTERED_MESSAGE,
  type PtParticipantStep,
  type PtParticipationFacts,
} from './pt-participation-case.js';
export type { PtRoundFacts, PtStatusStep, PtWorkStep } from './pt-round-case.js';

/** Each status step, with the status it is taken from and the one it moves the round to. */
export const PT_STATUS_STEPS = Object.fromEntries(
  PT_ROUND_CASE.moves.map(({ action, from, to }) => [action, { from, to }]),
) as Readonly<Record<PtStatusStep, { readonly from: PtStatus; readonly to: PtStatus }>>;

export const PT_STATUS_STEP_NAMES = PT_ROUND_CASE.moves.map(({ action }) => action) as [
  PtStatusStep,
  ...PtStatusStep[],
];

/** The officer's steps that work within a status, each with the statuses it is open in. */
export const PT_WORK_STEPS = Object.fromEntries(
  stepsOf(PT_ROUND_CASE).map(([step, { statuses }]) => [step, statuses]),
) as Readonly<Record<PtWorkStep, readonly PtStatus[]>>;

/**
 * Why the officer may not take a step now, or null when it may. In order of precedence: the status,
 * then what the step needs of the round (participants to dispatch to, results to score, statistics
 * computed and reviewed before the report is published).
 */
export function ptStepRefusal(step: PtStatusStep | PtWorkStep, round: PtRoundFacts): string | null {
  return refusalOf(PT_ROUND_CASE, round.status, 'officer', step, round);
}

/** Which laboratories a status step concerns: every one with PT access when registration opens, else the participants. */
export function ptStatusStepConcerns(step: PtStatusStep): 'pt-laboratories' | 'participants' {
  return step === 'open-registration' ? 'pt-laboratories' : 'participants';
}

/**
 * Why a laboratory may not take a step now, or null when it may (docs/domain.md "Proficiency testing"): it
 * registers while Registration Open, confirms receipt once its items are dispatched, and saves and
 * submits its results once, while Results Submission Open.
 */
export function ptParticipantRefusal(step: PtParticipantStep, facts: PtParticipationFacts): string | null {
  return refusalOf(PT_PARTICIPATION_CASE, facts.status, 'company', step, facts);
}

/** A laboratory's steps, in the order its round's case holds them. */
export const PT_PARTICIPANT_STEPS = stepsOf(PT_PARTICIPATION_CASE).map(([step]) => step) as [
  PtParticipantStep,
  ...PtParticipantStep[],
];

/** Every step of the laboratory in its round, open or not and why not (its part's case). */
export function ptParticipantActions(facts: PtParticipationFacts): AvailableAction<PtParticipantStep>[] {
  return availableActions(PT_PARTICIPATION_CASE, facts.status, 'company', facts);
}
