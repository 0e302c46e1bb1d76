import type { ApplicationCategory } from './application-category.js';
import {
  ApplicationStatus,
  isEnded,
  isSubmitted,
  SUBMITTED_STATUSES,
  statusesFrom,
} from './application-status.js';
import type { Programme } from './programme.js';
import { applicationStatusLabel } from './status-wording.js';
import type { Actor } from './transitions.js';

/**
 * Steps within a status: work on an application's records that does not move it (a draft corrective
 * action, a response to one document, a report uploaded, a comment). Each is open to one side, or both,
 * in given statuses.
 */
const S = ApplicationStatus;
const OPEN_SUBMITTED = SUBMITTED_STATUSES.filter((status) => !isEnded(status));

interface StepRule {
  readonly actors: readonly Actor[];
  readonly statuses: readonly ApplicationStatus[];
  /** Finishes "You cannot …". */
  readonly words: string;
}

export const APPLICATION_STEPS = {
  'save-corrective-action': {
    actors: ['company'],
    statuses: [S.pendingCorrectiveAction],
    words: 'change corrective actions',
  },
  'respond-to-document': {
    actors: ['company'],
    statuses: [S.documentaryReview],
    words: 'respond to approval documents',
  },
  comment: { actors: ['company', 'officer'], statuses: OPEN_SUBMITTED, words: 'add a comment' },
  'verification-report': {
    actors: ['officer'],
    statuses: [S.verificationCheck],
    words: 'upload the verification report',
  },
  'prepare-approval-document': {
    actors: ['officer'],
    statuses: [S.preparationOfApprovalDocuments, S.documentaryReview],
    words: 'change approval documents',
  },
  'issue-invoice': { actors: ['officer'], statuses: OPEN_SUBMITTED, words: 'issue an invoice' },
  'record-payment': {
    actors: ['officer'],
    statuses: statusesFrom(S.applicationReview, S.closed),
    words: 'record a payment',
  },
} as const satisfies Record<string, StepRule>;

export type ApplicationStep = keyof typeof APPLICATION_STEPS;

/** Why `actor` may not take `step` on an application in `status`, or null when they may. */
export function stepRefusal(
  actor: Actor,
  step: ApplicationStep,
  status: ApplicationStatus,
  programme: Programme,
  category: ApplicationCategory,
): string | null {
  const rule: StepRule = APPLICATION_STEPS[step];
  const label = applicationStatusLabel(status, programme, category);
  if (!rule.actors.includes(actor)) {
    return `Only ${actor === 'company' ? 'an officer' : 'the company'} can ${rule.words}.`;
  }
  if (rule.statuses.includes(status)) return null;
  if (isSubmitted(status) && isEnded(status)) {
    return `This application is ${label} and can no longer change.`;
  }
  return `You cannot ${rule.words} while the application is in ${label}.`;
}
