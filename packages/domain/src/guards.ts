import { isLocalLab } from './proficiency-testing.js';
import { isLocalRoute, isLoginRequiredRoute, isPtRoute, type RouteId } from './routes.js';

/** What the guards know of the user; the web app builds it from its session state. */
export interface GuardSession {
  readonly signedIn: boolean;
  /** proficiencyTestingRegionType: 1 or absent means a local lab, any other value an overseas lab. */
  readonly regionType?: number | null;
  readonly hasAccessToProficiencyTesting: boolean;
  /** The user has picked local or PT on Select Module. */
  readonly moduleSelected: boolean;
  /** The PT-mode flag of the session. Overseas users are in PT mode whatever it says. */
  readonly ptMode: boolean;
  /** `isProfileComplete` of the session. */
  readonly profileComplete: boolean;
  /** `isDashboardAllowed` of the session. */
  readonly dashboardAllowed: boolean;
}

export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: RouteId };

const ALLOW: RouteDecision = { kind: 'allow' };
const redirectTo = (to: RouteId): RouteDecision => ({ kind: 'redirect', to });

/** The facts the rules read, derived once from the session. */
interface Situation {
  readonly session: GuardSession;
  readonly route: RouteId;
  readonly local: boolean;
  /** Access to both the local and the PT module. */
  readonly dual: boolean;
  readonly inPtMode: boolean;
}

/**
 * Overseas users are always in PT mode. A local user is in PT mode only with PT access: a stale flag
 * without access would otherwise leave the user on PT screens, since rules 5 and 6 skip PT mode and
 * rule 7 needs the access.
 */
function situationOf(session: GuardSession, route: RouteId): Situation {
  const local = isLocalLab(session.regionType);
  const dual = local && session.hasAccessToProficiencyTesting;
  return { session, route, local, dual, inPtMode: !local || (dual && session.ptMode) };
}

/** A rule's verdict, or undefined when the rule does not apply and the next one is asked. */
type Rule = (situation: Situation) => RouteDecision | undefined;

const when = (applies: boolean, decision: RouteDecision): RouteDecision | undefined =>
  applies ? decision : undefined;

/**
 * 1. Public routes pass, except Login for a signed-in user. docs/requirements.md §2 sends that user on by
 * rules 6 and 7 only; here rules 3 to 5 come first, as on any route, so Login leads straight to the screen
 * the user must see (Select Module, Profile, Terms and Conditions) rather than to a Dashboard that redirects
 * again.
 */
const publicRoutesPass: Rule = ({ session, route }) =>
  when(!isLoginRequiredRoute(route) && !(session.signedIn && route === 'login'), ALLOW);

/** 2. No session on a login-required route (rule 1 has let every other signed-out visit through). */
const signInFirst: Rule = ({ session }) => when(!session.signedIn, redirectTo('login'));

/** 3. Access to both modules and none chosen. Overseas users only have the PT module: never asked. */
const chooseModule: Rule = ({ session, route, dual }) =>
  when(dual && !session.moduleSelected && route !== 'selectModule', redirectTo('selectModule'));

const PROFILE_EXEMPT: readonly RouteId[] = ['profile', 'selectModule', 'userManual'];
/** 4. A local lab with an incomplete profile, in either module. */
const completeProfile: Rule = ({ session, route, local }) =>
  when(local && !session.profileComplete && !PROFILE_EXEMPT.includes(route), redirectTo('profile'));

const TERMS_EXEMPT: readonly RouteId[] = [
  ...PROFILE_EXEMPT,
  'termsAndConditions',
  'termsAndConditionsRequest',
];
/** 5. A local lab in the local module that may not use the dashboard yet. */
const acknowledgeTerms: Rule = ({ session, route, local, inPtMode }) =>
  when(
    local && !inPtMode && !session.dashboardAllowed && !TERMS_EXEMPT.includes(route),
    redirectTo('termsAndConditions'),
  );

/** 6. A local lab in the local module on Login or outside the local list. */
const stayInLocalModule: Rule = ({ route, local, inPtMode }) =>
  when(local && !inPtMode && (route === 'login' || !isLocalRoute(route)), redirectTo('dashboard'));

/** 7. PT mode outside the PT list. Login is outside it, so this covers "an overseas user on Login". */
const stayInPtModule: Rule = ({ route, inPtMode }) =>
  when(inPtMode && !isPtRoute(route), redirectTo('ptSchemeDashboard'));

/**
 * The seven rules of docs/domain.md "Routing guards", in their precedence: the first that applies decides.
 */
const RULES: readonly Rule[] = [
  publicRoutesPass,
  signInFirst,
  chooseModule,
  completeProfile,
  acknowledgeTerms,
  stayInLocalModule,
  stayInPtModule,
];

/**
 * Whether `session` may see `route`, or where it goes instead. A redirect's target is always allowed
 * for the same session: each rule's target is exempt from that rule and from every rule before it, and
 * the later rules never send a user away from it (so no redirect loops).
 */
export function decideRoute(session: GuardSession, route: RouteId): RouteDecision {
  const situation = situationOf(session, route);
  for (const rule of RULES) {
    const decision = rule(situation);
    if (decision !== undefined) return decision;
  }
  return ALLOW;
}
