import {
  type Actor,
  type AvailableAction,
  actionsOf,
  availableActions,
  type CaseDefinition,
  type CaseOutcome,
  companyMove,
  type Move,
  officerMove,
  takeAction,
} from './case-definition.js';
import { CorrespondenceStatus, isCorrespondenceUnavailable } from './correspondence.js';

/**
 * Where a company's terms of one programme stand before a move: the status of the item moved, or null
 * when no item is in play (no terms yet, or only Rejected and Obsolete ones: see termsStandingOf).
 */
export type TermsStanding = CorrespondenceStatus | null;

const S = CorrespondenceStatus;

// docs/domain.md "Terms and conditions per programme", enforced by the API with the actor. A request or a
// send from null, Rejected or Obsolete starts a new item; an ended item stays as it is.
const MOVES = [
  companyMove(null, S.requested, 'request'),
  companyMove(S.rejected, S.requested, 'request'),
  companyMove(S.obsolete, S.requested, 'request'),
  officerMove(S.requested, S.sent, 'send'),
  // An officer may also send terms unasked (after a call or a letter): a new item, straight to Sent.
  officerMove(null, S.sent, 'send'),
  officerMove(S.rejected, S.sent, 'send'),
  officerMove(S.obsolete, S.sent, 'send'),
  officerMove(S.requested, S.rejected, 'reject'),
  companyMove(S.sent, S.acknowledged, 'acknowledge'),
  // Publishing a newer version of the programme's terms replaces what companies hold.
  officerMove(S.sent, S.obsolete, 'supersede'),
  officerMove(S.acknowledged, S.obsolete, 'supersede'),
] as const;

/** What a company or an officer does to a programme's terms: 'request', 'send', 'reject', ... */
export type TermsAction = (typeof MOVES)[number]['action'];

/** A move of a programme's terms: from no item in play (null), or an item's status, to a status. */
export type TermsTransition = Move<TermsStanding, TermsAction> & { readonly to: CorrespondenceStatus };

export const TERMS_TRANSITIONS: readonly TermsTransition[] = MOVES;

/** What an action does, in words that finish "Only an officer can …". */
export const TERMS_ACTION_WORDS: Readonly<Record<TermsAction, string>> = {
  request: 'request terms and conditions',
  send: 'send terms and conditions',
  reject: 'reject a request for terms and conditions',
  acknowledge: 'acknowledge terms and conditions',
  supersede: 'replace terms and conditions with a newer version',
};

/** A programme's terms as a case: the right actor at the wrong moment is told what the terms' standing is. */
export const TERMS_CASE: CaseDefinition<TermsStanding, TermsAction> = {
  moves: TERMS_TRANSITIONS,
  words: TERMS_ACTION_WORDS,
  wrongMoment: ({ state, action }) => refusalFrom(state, action),
};

/** What a company does to its terms of a programme: its side of the terms' case. */
export type TermsCompanyAction = Extract<TermsAction, 'request' | 'acknowledge'>;

export const TERMS_COMPANY_ACTIONS = actionsOf(TERMS_CASE, 'company') as [
  TermsCompanyAction,
  ...TermsCompanyAction[],
];

/** Every action of the company on its terms of a programme standing at `from`, open or not and why not. */
export function termsCompanyActions(from: TermsStanding): AvailableAction<TermsCompanyAction>[] {
  return availableActions(TERMS_CASE, from, 'company', undefined) as AvailableAction<TermsCompanyAction>[];
}

export type TermsTransitionOutcome = CaseOutcome<CorrespondenceStatus>;

/**
 * The one rule of a programme's terms: where `action` by `actor` takes terms standing at `from`, or why
 * it may not be taken (the wrong actor first, then the wrong moment).
 */
export function termsTransition(
  actor: Actor,
  from: TermsStanding,
  action: TermsAction,
): TermsTransitionOutcome {
  // Every move ends in a status, so an allowed one never leaves the terms without an item in play.
  return takeAction(TERMS_CASE, from, actor, action, undefined) as TermsTransitionOutcome;
}

/** Why `action` may not be taken from `from`; called only for a move of the right actor not in the table. */
function refusalFrom(from: TermsStanding, action: TermsAction): string {
  switch (from) {
    case null:
      return action === 'reject'
        ? 'There is no open request for these terms and conditions.'
        : 'No terms and conditions have been sent yet.';
    case S.requested:
      return action === 'request'
        ? 'These terms and conditions have already been requested.'
        : 'These terms and conditions have not been sent yet.';
    case S.rejected:
      return action === 'reject'
        ? 'This request has already been rejected.'
        : 'This request was rejected, so no terms and conditions were sent.';
    case S.sent:
      return 'These terms and conditions have already been sent.';
    case S.acknowledged:
      return 'These terms and conditions have already been acknowledged.';
    case S.obsolete:
      return 'These terms and conditions have been replaced by a newer version.';
  }
}

/** The statuses of the items `action` moves (publishing supersedes the Sent and Acknowledged ones). */
export function termsStatusesMovedBy(action: TermsAction): CorrespondenceStatus[] {
  return TERMS_TRANSITIONS.flatMap((t) => (t.action === action && t.from !== null ? [t.from] : []));
}

/**
 * Where a company's terms of a programme stand, from the statuses of all its items of the programme: the
 * status of the item still in play (Requested, Sent or Acknowledged; at most one), else null.
 */
export function termsStandingOf(termsStatuses: readonly CorrespondenceStatus[]): TermsStanding {
  return termsStatuses.find((status) => !isCorrespondenceUnavailable(status)) ?? null;
}

/**
 * `isAbleToRequest` of a programme's terms (docs/domain.md): the company may request them, so it has no terms
 * yet, or only rejected or obsolete ones (none sent, acknowledged or still requested).
 */
export function isAbleToRequestTerms(termsStatuses: readonly CorrespondenceStatus[]): boolean {
  return termsTransition('company', termsStandingOf(termsStatuses), 'request').ok;
}
