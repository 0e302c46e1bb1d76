import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMaintenanceStatus } from '../../features/maintenance/api/get-maintenance-status';
import { type UserDetails, useSessionUser } from '../../lib/session';
import { loadSignedInFrameArea } from '../areas/load-area';
import { PageFrame, PageFrameLoading } from './page-frame';
import { PortalPageChange } from './portal-page-change';
import { SiteHeader } from './site-header';

type SignedInFrame = Awaited<ReturnType<typeof loadSignedInFrameArea>>;
let signedInFrame: SignedInFrame | null = null;

/**
 * Loads the signed-in frame (header, inactivity warning). It is loaded only once someone has signed
 * in, so Login stays small; the guards wait for it before showing a signed-in screen, so the header
 * never flashes its signed-out form.
 */
export async function loadSignedInFrame(): Promise<void> {
  signedInFrame = await loadSignedInFrameArea();
}

const LazySignedInHeader = lazy(async () => ({ default: (await loadSignedInFrameArea()).SignedInHeader }));
const LazyInactivityWarning = lazy(async () => ({
  default: (await loadSignedInFrameArea()).InactivityWarning,
}));

function SignedInHeader({ user }: { readonly user: UserDetails }) {
  if (signedInFrame) return <signedInFrame.SignedInHeader user={user} />;
  return (
    <Suspense fallback={<SiteHeader />}>
      <LazySignedInHeader user={user} />
    </Suspense>
  );
}

function InactivityWarning() {
  if (signedInFrame) return <signedInFrame.InactivityWarning />;
  return (
    <Suspense fallback={null}>
      <LazyInactivityWarning />
    </Suspense>
  );
}

/** The root route's component. */
export function PageShell() {
  // The frame draws each page anew: the guards read the session before every navigation, and a sign-in
  // replaces the session's query, which a frame drawn only once would never see (the header would stay
  // signed out).
  useLocation();
  const user = useSessionUser();
  const { data: maintenance } = useMaintenanceStatus();
  // While the portal is under maintenance the API answers nothing but the maintenance status.
  const showBanners = maintenance?.isUnderMaintenance !== true;
  return (
    <PageFrame
      showBanners={showBanners}
      header={user ? <SignedInHeader user={user} /> : undefined}
      after={user ? <InactivityWarning /> : null}
    >
      <PortalPageChange />
      <Outlet />
    </PageFrame>
  );
}

/** Shown while the first page's data and code load: the same frame, so nothing jumps. */
export function PageShellFallback() {
  return <PageFrameLoading showBanners />;
}
