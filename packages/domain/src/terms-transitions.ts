import { CorrespondenceStatus, isCorrespondenceUnavailable } from './correspondence.js';
import type { Actor } from './transitions.js';

/**
 * Where a company's terms of one programme stand before a move: the status of the item moved, or null
 * when no item is in play (no terms yet, or only Rejected and Obsolete ones: see termsStandingOf).
 */
export type TermsStanding = CorrespondenceStatus | null;

interface TermsMove<A extends Actor, N extends string> {
  readonly from: TermsStanding;
  readonly to: CorrespondenceStatus;
  readonly actor: A;
  /** The action that makes the move, named after what the company or the officer does. */
  readonly action: N;
}

const S = CorrespondenceStatus;

const company = <const N extends string>(from: TermsStanding, to: CorrespondenceStatus, action: N) =>
  ({ from, to, actor: 'company', action }) satisfies TermsMove<'company', N>;
const officer = <const N extends string>(from: TermsStanding, to: CorrespondenceStatus, action: N) =>
  ({ from, to, actor: 'officer', action }) satisfies TermsMove<'officer', N>;

// docs/domain.md "Terms and conditions per programme", enforced by the API with the actor. A request or a
// send from null, Rejected or Obsolete starts a new item; an ended item stays as it is.
const TERMS_TRANSITION_TABLE = [
  company(null, S.requested, 'request'),
  company(S.rejected, S.requested, 'request'),
  company(S.obsolete, S.requested, 'request'),
  officer(S.requested, S.sent, 'send'),
  // An officer may also send terms unasked (after a call or a letter): a new item, straight to Sent.
  officer(null, S.sent, 'send'),
  officer(S.rejected, S.sent, 'send'),
  officer(S.obsolete, S.sent, 'send'),
  officer(S.requested, S.rejected, 'reject'),
  company(S.sent, S.acknowledged, 'acknowledge'),
  // Publishing a newer version of the programme's terms replaces what companies hold.
  officer(S.sent, S.obsolete, 'supersede'),
  officer(S.acknowledged, S.obsolete, 'supersede'),
] as const;

/** What a company or an officer does to a programme's terms: 'request', 'send', 'reject', ... */
export type TermsAction = (typeof TERMS_TRANSITION_TABLE)[number]['action'];

export type TermsTransition = TermsMove<Actor, TermsAction>;

export const TERMS_TRANSITIONS: readonly TermsTransition[] = TERMS_TRANSITION_TABLE;

/** What an action does, in words that finish "Only an officer can …". */
export const TERMS_ACTION_WORDS: Readonly<Record<TermsAction, string>> = {
  request: 'request terms and conditions',
  send: 'send terms and conditions',
  reject: 'reject a request for terms and conditions',
  acknowledge: 'acknowledge terms and conditions',
  supersede: 'replace terms and conditions with a newer version',
};

export type TermsTransitionOutcome =
  | { readonly ok: true; readonly to: CorrespondenceStatus }
  | { readonly ok: false; readonly reason: string };

/**
 * The one rule of a programme's terms: where `action` by `actor` takes terms standing at `from`, or why
 * it may not be taken (the wrong actor first, then the wrong moment).
 */
export function termsTransition(
  actor: Actor,
  from: TermsStanding,
  action: TermsAction,
): TermsTransitionOutcome {
  const move = TERMS_TRANSITIONS.find((t) => t.actor === actor && t.from === from && t.action === action);
  if (move) return { ok: true, to: move.to };
  if (!TERMS_TRANSITIONS.some((t) => t.actor === actor && t.action === action)) {
    const other = actor === 'company' ? 'an officer' : 'the company';
    return { ok: false, reason: `Only ${other} can ${TERMS_ACTION_WORDS[action]}.` };
  }
  return { ok: false, reason: refusalFrom(from, action) };
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
