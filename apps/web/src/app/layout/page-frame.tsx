import { Masthead } from '@fsmis/ui/layout/masthead';
import { MAIN_CONTENT_ID } from '@fsmis/ui/layout/skip-link';
import type { ReactNode } from 'react';
import { SiteBanners } from '../../features/banners/components/site-banners';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** The frame of every page: skip link, masthead, service header, announcements, main, footer. */
export function PageFrame({
  children,
  showBanners,
  header = <SiteHeader />,
  after = null,
}: {
  readonly children: ReactNode;
  readonly showBanners: boolean;
  /** The service header: the signed-out one unless someone is signed in. */
  readonly header?: ReactNode;
  /** What follows the footer (the signed-in user's inactivity warning). */
  readonly after?: ReactNode;
}) {
  return (
    <>
      <Masthead>{header}</Masthead>
      <SiteBanners enabled={showBanners} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {after}
    </>
  );
}

/** Shown while the first page's data and code load: the same frame, so nothing jumps. */
export function PageFrameLoading({ showBanners = false }: { readonly showBanners?: boolean }) {
  return (
    <PageFrame showBanners={showBanners}>
      <p className="container site-main__loading" role="status">
        Loading…
      </p>
    </PageFrame>
  );
}
