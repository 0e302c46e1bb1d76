import { http, onMaintenance } from '@fsmis/ui/lib/http-client';
import { Component, type MouseEvent, type ReactNode, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { apiPaths, paths } from '../config/paths';
import { testLoginSettingsQueryOptions } from '../features/auth/api/get-test-login-settings';
import { LoginPage } from '../features/auth/routes/login-page';
import { activeBannersQueryOptions } from '../features/banners/api/get-active-banners';
import { getMaintenanceStatus } from '../features/maintenance/api/maintenance-status';
import { setShellQueryRetry, startShellQuery } from '../lib/shell-query';
import { PageFrame, PageFrameLoading } from './layout/page-frame';
import { PortalLinkContext, type PortalLinkProps } from './layout/portal-link';
import { SITE_TITLE } from './layout/route-handle';
import type { PortalHandover } from './portal';
import { shouldRetry } from './retry-policy';

/** Starts the portal (its router and guards), which then goes where Login was going. */
export type OpenPortal = (handover: PortalHandover | null) => void;

/** Whether someone is signed in. When the session cannot be read, Login stays usable, as the guards do. */
async function hasSession(): Promise<boolean> {
  try {
    const { data } = await http.get<unknown>(apiPaths.authSession);
    return data !== null;
  } catch {
    return false;
  }
}

/** Whatever goes wrong on this Login is left to the portal, which shows it as on every other page. */
class HandOverOnError extends Component<{ readonly onError: () => void; readonly children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? <PageFrameLoading /> : this.props.children;
  }
}

/** Where a link of the frame leads, once Login is on screen: the portal takes over and goes there. */
let goOn: (to: string) => void = (to) => window.location.assign(to);

function StartPortalLink({ to, className, children }: PortalLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for another tab or window goes to the browser, as with the router's Link.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    goOn(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}

/**
 * A first visit to /login by someone signed out: Login is shown without the router and the query
 * library, so the page downloads only React, the frame and Login itself. The checks the guards make
 * come first (maintenance, a session still open); when either applies, and on anything that leads to
 * another page (a sign-in, a link, maintenance beginning), the portal takes over.
 */
export async function showSignedOutLogin(root: Root, openPortal: OpenPortal): Promise<void> {
  document.title = `Login | ${SITE_TITLE}`;
  const render = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>);
  render(<PageFrameLoading />);

  setShellQueryRetry(shouldRetry);
  void startShellQuery(testLoginSettingsQueryOptions());
  const [maintenance, signedIn] = await Promise.all([
    getMaintenanceStatus().catch(() => null),
    hasSession(),
    // The first frame carries the announcements, as the portal's does.
    startShellQuery(activeBannersQueryOptions()),
  ]);
  if (maintenance?.isUnderMaintenance || signedIn) {
    openPortal(null);
    return;
  }

  let leaving = false;
  const leave = (handover: PortalHandover | null) => {
    if (leaving) return;
    leaving = true;
    stopFollowingMaintenance();
    openPortal(handover);
  };
  goOn = (to) => leave({ to });
  const stopFollowingMaintenance = onMaintenance(() =>
    leave({ to: paths.scheduledMaintenance.href(), replace: true }),
  );

  // The router keeps a navigation's state in `history.state.usr`; a reload of Login keeps its notice.
  const navigationState: unknown = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  render(
    <PortalLinkContext value={StartPortalLink}>
      <HandOverOnError onError={() => leave(null)}>
        <PageFrame showBanners>
          <LoginPage
            search={window.location.search}
            navigationState={navigationState}
            onSignedIn={() => leave({ to: paths.dashboard.href() })}
          />
        </PageFrame>
      </HandOverOnError>
    </PortalLinkContext>,
  );
}
