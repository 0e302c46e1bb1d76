// First, before any zod schema is built anywhere in the portal (see the file).
import '@fsmis/ui/lib/zod-without-eval';
// Before the portal's own styles, which may set SGDS tokens of their own.
import '@fsmis/ui/styles/sgds-theme.css';
import '@fsmis/ui/styles/global.css';
import { http } from '@fsmis/ui/lib/http-client';
import { createRoot } from 'react-dom/client';
import { loadSignedInFirstPage } from './app/areas/load-area';
import { PageFrameLoading } from './app/layout/page-frame';
import type { PortalHandover } from './app/portal';
import { showSignedOutLogin } from './app/signed-out-login';
import { apiPaths, paths } from './config/paths';
import { activeBannersQueryOptions } from './features/banners/api/get-active-banners';
import { askSessionEarly } from './lib/session-start';
import { startShellQuery } from './lib/shell-query';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render FSMIS into.');

const root = createRoot(container);

let portal: Promise<void> | null = null;

/**
 * The portal (router, query client, guards, every screen) is a download of its own: a first visit to
 * Login shows Login without it, and starts it only when the user goes on.
 */
function openPortal(handover: PortalHandover | null): Promise<void> {
  portal ??= import('./app/portal').then(
    ({ startPortal }) => startPortal(root, handover),
    (error: unknown) => {
      // Most likely a new version was deployed meanwhile: a full page load fetches it.
      if (handover?.replace) window.location.replace(handover.to);
      else if (handover) window.location.assign(handover.to);
      throw error;
    },
  );
  return portal;
}

if (window.location.pathname === paths.login.path) {
  void showSignedOutLogin(root, (handover) => void openPortal(handover));
} else {
  // The frame shows first, with the announcements (index.html preloads them), and nothing else is asked
  // for until it is drawn. Then the portal's code and, beside it, the session and what a signed-in first
  // page shows.
  void startShellQuery(activeBannersQueryOptions())
    .then(() => {
      root.render(<PageFrameLoading showBanners />);
      return afterFirstPaint();
    })
    .then(() => {
      askForFirstPage(window.location.pathname);
      void openPortal(null);
    });
}

/** Once the frame is on screen; at once in a hidden tab, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function askForFirstPage(pathname: string): void {
  const signsIn: readonly string[] = [
    paths.spcpCallback.path,
    paths.singpassCallback.path,
    paths.overseasAuthenticate.path,
  ];
  if (signsIn.includes(pathname)) return;
  void askSessionEarly(async () => (await http.get<unknown>(apiPaths.authSession)).data).then((user) => {
    if (user) loadSignedInFirstPage(pathname);
  });
}
