import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteBanners } from '../../features/banners/components/site-banners';
import { useMaintenanceStatus } from '../../features/maintenance/api/get-maintenance-status';
import { Masthead } from './masthead';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { usePageChange } from './use-page-change';
import './layout.css';

/** The frame of every page: skip link, masthead, service header, announcements, main, footer. */
export function PageFrame({
  children,
  showBanners,
}: {
  readonly children: ReactNode;
  readonly showBanners: boolean;
}) {
  return (
    <>
      <SkipLink />
      <Masthead />
      <SiteHeader />
      <SiteBanners enabled={showBanners} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** The root route's component. */
export function PageShell() {
  usePageChange();
  const { data: maintenance } = useMaintenanceStatus();
  // While the portal is under maintenance the API answers nothing but the maintenance status.
  const showBanners = maintenance?.isUnderMaintenance !== true;
  return (
    <PageFrame showBanners={showBanners}>
      <Outlet />
    </PageFrame>
  );
}

/** Shown while the first page's data and code load: the same frame, so nothing jumps. */
export function PageShellFallback() {
  return (
    <PageFrame showBanners={false}>
      <p className="container site-main__loading" role="status">
        Loading…
      </p>
    </PageFrame>
  );
}
