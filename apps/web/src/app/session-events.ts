import { isLoginRequiredRoute } from '@fsmis/domain';
import { onUnauthorized } from '@fsmis/ui/lib/http-client';
import { readAutoLogoutAt, subscribeAutoLogoutAt } from '@fsmis/ui/lib/inactivity';
import type { QueryClient } from '@tanstack/react-query';
import { type LoginReason, paths } from '../config/paths';
import { endSession, loginReasonOf, type UserDetails, userDetailsQueryKey } from '../lib/session';
import type { AppRouter } from './router';
import type { ScreenResolver } from './session-guard';

/**
 * Ends the session in this tab when the server or another tab says it has ended:
 * - a 401 on a screen that needs sign-in (docs/requirements.md §2, §8): back to Login, saying why when
 *   the server did (another sign-in, inactivity). During a navigation the guards handle the 401 themselves.
 * - another tab of the portal signed out (its inactivity deadline is gone): this tab follows.
 * Returns the function that stops following.
 */
export function followSessionEnd(
  queryClient: QueryClient,
  router: AppRouter,
  resolveScreen: ScreenResolver,
): () => void {
  let leaving = false;
  let lastDeadline = readAutoLogoutAt();

  const onSignedInScreen = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    isLoginRequiredRoute(resolveScreen(router.state.location.pathname));

  const leave = async (reason: LoginReason | undefined) => {
    if (leaving) return;
    leaving = true;
    const forget = endSession(queryClient);
    try {
      await router.navigate(paths.login.href({ reason }), { replace: true });
    } finally {
      forget();
      leaving = false;
    }
  };

  const stopUnauthorized = onUnauthorized((event) => {
    if (onSignedInScreen()) void leave(loginReasonOf(event));
  });

  const stopDeadline = subscribeAutoLogoutAt(() => {
    const deadline = readAutoLogoutAt();
    const previous = lastDeadline;
    lastDeadline = deadline;
    if (deadline !== null) return;
    const user = queryClient.getQueryData<UserDetails | null>(userDetailsQueryKey);
    if (!user) return;
    // The deadline was removed in another tab: it signed out, on time for inactivity or by choice.
    const reason = previous !== null && previous.getTime() <= Date.now() + 1_000 ? 'inactivity' : undefined;
    if (onSignedInScreen()) void leave(reason);
    else endSession(queryClient)();
  });

  return () => {
    stopUnauthorized();
    stopDeadline();
  };
}
