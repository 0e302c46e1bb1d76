import { INACTIVITY_LOGOUT_MESSAGE, NEW_SESSION_LOGOUT_MESSAGE } from '@fsmis/domain';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import type { LoginReason } from '../../../config/paths';

const REASON_MESSAGES: Readonly<Record<LoginReason, string>> = {
  inactivity: INACTIVITY_LOGOUT_MESSAGE,
  'new-session': NEW_SESSION_LOGOUT_MESSAGE,
};

function isLoginReason(value: string | null): value is LoginReason {
  return value !== null && Object.hasOwn(REASON_MESSAGES, value);
}

/** The message another page left for Login, in navigation state (`{ message }`). */
function stateMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' && state.message.trim() !== '' ? state.message : null;
}

/**
 * Why the user is on Login, when something sent them here: logged out for inactivity, or because
 * they signed in elsewhere. A `?reason=` survives a full page load; navigation state does not.
 */
export function LoginNotice({
  search,
  navigationState,
}: {
  /** The query string Login was reached with. */
  readonly search: string;
  /** The state of the navigation that brought the user here. */
  readonly navigationState: unknown;
}) {
  const reason = new URLSearchParams(search).get('reason');
  const message = stateMessage(navigationState) ?? (isLoginReason(reason) ? REASON_MESSAGES[reason] : null);
  if (message === null) return null;
  return (
    <NotificationBanner>
      <p>{message}</p>
    </NotificationBanner>
  );
}
