import { Button } from '@fsmis/ui/components/button';
import { http } from '@fsmis/ui/lib/http-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import { navigation } from '../../config/navigation';
import { apiPaths, paths } from '../../config/paths';
import { useOfficer } from '../../lib/session';
import type { ConsoleAccess } from '../console-guard';
import { ConsoleFrame } from './console-frame';
import { RefusalPage } from './refusal-page';
import { usePageChange } from './use-page-change';

/** Every signed-in screen: the frame with the console's navigation, or the refusal for a company user. */
export function ConsoleLayout() {
  const { refused } = useLoaderData() as ConsoleAccess;
  usePageChange();
  if (refused) {
    return (
      <ConsoleFrame>
        <RefusalPage />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame account={<Account />} navigation={<ConsoleNavigation />}>
      <Outlet />
    </ConsoleFrame>
  );
}

function ConsoleNavigation() {
  return (
    <nav className="console-nav" aria-label="Console">
      <ul className="console-nav__list">
        {navigation.map((item) => (
          <li key={item.href}>
            <NavLink className="console-nav__link" to={item.href} end={'end' in item}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Account() {
  const officer = useOfficer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    await http.post(apiPaths.logout).catch(() => null);
    queryClient.clear();
    await navigate(paths.signIn.href({ reason: 'signed-out' }), { replace: true });
  };
  return (
    <div className="console-account">
      <span className="console-account__name">{officer.name}</span>
      <Button variant="secondary" pending={pending} onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}
