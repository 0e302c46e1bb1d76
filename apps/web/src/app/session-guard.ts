import { decideRoute, isLoginRequiredRoute, type RouteId } from '@fsmis/domain';
import { onUnauthorized } from '@fsmis/ui/lib/http-client';
import type { QueryClient } from '@tanstack/react-query';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { type LoginReason, OFFICERS_CONSOLE, paths, screenHref } from '../config/paths';
import {
  guardSessionOf,
  isOfficer,
  loginReasonOf,
  NAVIGATION_SESSION_MAX_AGE_MS,
  type UserDetails,
  userDetailsQueryOptions,
} from '../lib/session';
import { crossesAreas, type HistoryTracker, historyIndexOf } from './navigation-areas';

/** Which screen of docs/requirements.md §2 a path shows. */
export type ScreenResolver = (pathname: string) => RouteId;

export type SessionGuardOptions = {
  readonly resolveScreen: ScreenResolver;
  readonly history: HistoryTracker;
  /** Loads the signed-in frame (header, inactivity warning), which a signed-in screen shows. */
  readonly loadSignedInFrame: () => Promise<void>;
};

/** How long an undone forward navigation may wait for the browser to go back before giving up. */
const UNDO_TIMEOUT_MS = 2_000;

/**
 * Root route middleware: the routing guards of docs/requirements.md §2 (domain `decideRoute`), applied before
 * any screen renders, on every navigation, reload and deep link.
 */
export function sessionGuard(queryClient: QueryClient, options: SessionGuardOptions): MiddlewareFunction {
  return async ({ request }) => {
    const { pathname } = new URL(request.url);
    const screen = options.resolveScreen(pathname);
    await undoForwardCrossing(screen, options.history, request.signal);

    // Public screens other than Login show whoever asks; Login sends a signed-in user home.
    if (!isLoginRequiredRoute(screen) && screen !== 'login') return;

    const { user, reason } = await readSession(queryClient, screen);
    // An officer of the regulator works in the officers' console, a separate app: a full load of it.
    if (isOfficer(user)) throw redirectDocument(OFFICERS_CONSOLE);
    const decision = decideRoute(guardSessionOf(user), screen);
    if (decision.kind === 'redirect') {
      throw redirect(decision.to === 'login' ? paths.login.href({ reason }) : screenHref(decision.to));
    }
    if (user !== null) await options.loadSignedInFrame();
  };
}

/**
 * The session, read afresh unless it was read a moment ago (the redirects of one click). When the
 * server says the session has ended, `reason` says why, for the notice on Login.
 */
async function readSession(
  queryClient: QueryClient,
  screen: RouteId,
): Promise<{ user: UserDetails | null; reason?: LoginReason }> {
  let reason: LoginReason | undefined;
  const stopListening = onUnauthorized((event) => {
    reason = loginReasonOf(event);
  });
  try {
    const user = await queryClient.fetchQuery({
      ...userDetailsQueryOptions(),
      staleTime: NAVIGATION_SESSION_MAX_AGE_MS,
    });
    return { user, reason };
  } catch (error) {
    // Login stays usable when the session cannot be read; a protected screen shows the error page.
    if (screen === 'login') return { user: null };
    throw error;
  } finally {
    stopListening();
  }
}

/**
 * Browser forward navigation that would cross between the signed-in and signed-out areas, or between
 * the local and PT modules, is undone (docs/requirements.md §2): the browser goes back to where it was, and
 * this navigation is abandoned. Only a history move (POP) changes the history index before the guards run;
 * a link or a redirect changes it afterwards.
 */
async function undoForwardCrossing(screen: RouteId, history: HistoryTracker, signal: AbortSignal) {
  const { historyIndex: from, screen: fromScreen } = history.committed();
  const to = historyIndexOf(window.history.state);
  if (from === null || fromScreen === null || to === null || to <= from) return;
  if (!crossesAreas(fromScreen, screen)) return;
  window.history.go(from - to);
  // Going back starts a navigation of its own, which aborts this one.
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, UNDO_TIMEOUT_MS);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  throw redirect(screenHref(fromScreen));
}
