import { Button } from '@fsmis/ui/components/button';
import { InactivityWarning } from '@fsmis/ui/layout/inactivity-warning';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import { isCurrentSection, navigation } from '../../config/navigation';
import { useOfficer } from '../../lib/session';
import { ping, useSignOut } from '../../lib/sign-out';
import type { ConsoleAccess } from '../console-guard';
import { ConsoleFrame } from './console-frame';
import { ConsolePageChange } from './console-page-change';
import { RefusalPage } from './refusal-page';

/** Every signed-in screen: the frame with the console's navigation, or the refusal for a company user. */
export function ConsoleLayout() {
  const { refused } = useLoaderData() as ConsoleAccess;
  if (refused) {
    return (
      <ConsoleFrame>
        <ConsolePageChange />
        <RefusalPage />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame account={<Account />} navigation={<ConsoleNavigation />}>
      <ConsolePageChange />
      <Outlet />
      <TimeoutWarning />
    </ConsoleFrame>
  );
}

function ConsoleNavigation() {
  const { pathname } = useLocation();
  return (
    <nav className="console-nav" aria-label="Console">
      <ul className="console-nav__list">
        {navigation.map((item) => (
          <li key={item.href}>
            <Link
              className="console-nav__link"
              to={item.href}
              aria-current={isCurrentSection(item, pathname) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Two minutes before the session's inactivity deadline: a dialog to stay signed in (WCAG 2.2.1). */
function TimeoutWarning() {
  const { signOut } = useSignOut();
  return (
    <InactivityWarning
      ping={ping}
      signOut={signOut}
      unsavedWorkNote="A form you have not sent is lost when you are signed out: send it first, or stay signed in."
    />
  );
}

function Account() {
  const officer = useOfficer();
  const { signOut, pending } = useSignOut();
  return (
    <div className="console-account">
      <span className="console-account__name">{officer.name}</span>
      <Button variant="secondary" pending={pending} onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}
