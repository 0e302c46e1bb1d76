import { ApplicationCategory } from './application-category.js';
import { type ProgrammeStanding, startRefusal } from './application-eligibility.js';
import { type Actor, type AvailableAction, refusalOf } from './case-definition.js';
import { CompanyRecognitionStatus } from './company-recognition.js';
import { type Programme, programmeLabel } from './programme.js';
import { RECOGNITION_CASE, type RecognitionFacts } from './recognition-case.js';
import { SuspensionStatus } from './suspension.js';

/**
 * A recognition over its life (docs/domain.md "Recognitions and suspensions"): what a suspension does to it,
 * when it expires and when its renewal is due, and what the company may do with it, with the reason for
 * each thing it may not.
 */

const R = CompanyRecognitionStatus;
const U = SuspensionStatus;
const DAY_MS = 86_400_000;

/** Renewal is due this many days before expiry; the reminders go out on these days before it. */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 90;
export const DEFAULT_RENEWAL_REMINDER_DAYS: readonly number[] = [90, 60, 30];

/**
 * The recognition's status once its suspension reaches `suspension`, or null when the suspension does
 * not touch it (proposed, details required, rejected): 4 and 5 suspend it, 6 and 7 put it under appeal,
 * 8 restores it (Expired if its validity ended meanwhile), 9 revokes it.
 */
export function recognitionStatusForSuspension(
  suspension: SuspensionStatus,
  validity: { readonly validUntil: Date; readonly now: Date },
): CompanyRecognitionStatus | null {
  switch (suspension) {
    case U.suspended:
    case U.suspensionAcknowledged:
      return R.suspended;
    case U.appealSubmitted:
    case U.pendingReinstatementApproval:
      return R.appealInProgress;
    case U.reinstated:
      return validity.validUntil.getTime() > validity.now.getTime() ? R.recognised : R.expired;
    case U.revoked:
      return R.revoked;
    default:
      return null;
  }
}

/** Why an officer may not propose a suspension of this recognition now; null when they may. */
export function suspensionProposalRefusal(
  status: CompanyRecognitionStatus,
  hasOpenSuspension: boolean,
): string | null {
  return refusalOf(RECOGNITION_CASE, status, 'officer', 'propose-suspension', {
    hasOpenSuspension,
    openApplications: 0,
  });
}

/** Why an officer may not ask the company for details its recognition owes now; null when they may. */
export function detailsRequestRefusal(status: CompanyRecognitionStatus): string | null {
  return refusalOf(RECOGNITION_CASE, status, 'officer', 'request-details', {
    hasOpenSuspension: false,
    openApplications: 0,
  });
}

export interface WithdrawalFacts extends RecognitionFacts {
  readonly status: CompanyRecognitionStatus;
}

/** Why `actor` may not withdraw the recognition now; null when they may. */
export function withdrawalRefusal(actor: Actor, facts: WithdrawalFacts): string | null {
  return refusalOf(RECOGNITION_CASE, facts.status, actor, 'withdraw', facts);
}

/** Whole days left before the recognition expires (0 within its last day, negative once expired). */
export function daysUntilExpiry(validUntil: Date, now: Date): number {
  return Math.floor((validUntil.getTime() - now.getTime()) / DAY_MS);
}

/** Whether the validity has ended: the expiry job marks such a Recognised recognition Expired. */
export function hasExpired(validUntil: Date, now: Date): boolean {
  return validUntil.getTime() <= now.getTime();
}

/** Whether a current recognition is within its renewal window (and not yet expired). */
export function isRenewalDue(
  validUntil: Date,
  now: Date,
  windowDays: number = DEFAULT_RENEWAL_WINDOW_DAYS,
): boolean {
  return !hasExpired(validUntil, now) && daysUntilExpiry(validUntil, now) <= windowDays;
}

/**
 * Whether the company is called on to renew (the Dashboard's and the recognition page's "Renewal due"):
 * a Recognised recognition within its renewal window, unless a renewal application is already submitted
 * and being processed. A renewal still in Draft does not count: the company has yet to send it.
 */
export function isRenewalCalledFor(facts: {
  readonly status: CompanyRecognitionStatus;
  readonly validUntil: Date;
  readonly now: Date;
  readonly windowDays?: number;
  readonly renewalInProgress: boolean;
}): boolean {
  return (
    facts.status === R.recognised &&
    !facts.renewalInProgress &&
    isRenewalDue(facts.validUntil, facts.now, facts.windowDays)
  );
}

/**
 * The renewal reminder due at `now`: the nearest of `reminderDays` that the days left have reached (50
 * days left with reminders at 90, 60 and 30: the 60-day one), or null before the first or after expiry.
 * A job that was down on the 90th day thus sends only the 60-day reminder, never two at once.
 */
export function renewalReminderDue(
  validUntil: Date,
  now: Date,
  reminderDays: readonly number[] = DEFAULT_RENEWAL_REMINDER_DAYS,
): number | null {
  if (hasExpired(validUntil, now)) return null;
  const left = daysUntilExpiry(validUntil, now);
  const reached = reminderDays.filter((days) => left <= days);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** What a company may do with a recognition from its page. */
export const RECOGNITION_COMPANY_ACTIONS = ['renew', 'change-scope', 'change-details', 'withdraw'] as const;
export type RecognitionCompanyAction = (typeof RECOGNITION_COMPANY_ACTIONS)[number];

const ACTION_CATEGORY = {
  renew: ApplicationCategory.renewal,
  'change-scope': ApplicationCategory.changeOfScope,
  'change-details': ApplicationCategory.changeOfCompanyDetails,
} as const satisfies Record<Exclude<RecognitionCompanyAction, 'withdraw'>, ApplicationCategory>;

export interface RecognitionActionFacts {
  readonly programme: Programme;
  readonly status: CompanyRecognitionStatus;
  readonly standing: ProgrammeStanding;
  readonly hasOpenSuspension: boolean;
  readonly openApplications: number;
  /** The categories in which the company has a Draft under the programme: it continues that one. */
  readonly draftCategories?: readonly ApplicationCategory[];
}

export interface RecognitionActionAvailability extends AvailableAction<RecognitionCompanyAction> {
  /** The company's Draft of the action's category is what it continues (the action is then open). */
  readonly continuesDraft: boolean;
}

/**
 * Each action a company may take with its recognition, and why not where it may not: an application
 * follows the domain's `startRefusal`; withdrawal follows `withdrawalRefusal`. A renewal may be made early:
 * the new validity runs on from the old expiry, so nothing is lost by renewing before the window opens.
 * A Draft of the action's category is continued, where only that open Draft would stop a new start.
 */
export function recognitionCompanyActions(facts: RecognitionActionFacts): RecognitionActionAvailability[] {
  const name = programmeLabel(facts.programme);
  return RECOGNITION_COMPANY_ACTIONS.map((action) => {
    if (action === 'withdraw') {
      const reason = withdrawalRefusal('company', facts);
      return { name: action, open: reason === null, reason, continuesDraft: false };
    }
    const category = ACTION_CATEGORY[action];
    if (facts.draftCategories?.includes(category)) {
      const { standing } = facts;
      const withoutDraft = {
        ...standing,
        openCategories: standing.openCategories.filter((open) => open !== category),
      };
      if (startRefusal(withoutDraft, category, name) === null) {
        return { name: action, open: true, reason: null, continuesDraft: true };
      }
    }
    const reason = startRefusal(facts.standing, category, name);
    return { name: action, open: reason === null, reason, continuesDraft: false };
  });
}

/** The application category an action starts, or null for withdrawal. */
export function categoryOfRecognitionAction(action: RecognitionCompanyAction): ApplicationCategory | null {
  return action === 'withdraw' ? null : ACTION_CATEGORY[action];
}
