import { MAIN_CONTENT_ID } from '@fsmis/ui/layout/skip-link';
import { useEffect, useRef } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router';

/** What a console route declares in its `handle`: the page's title, for the document title. */
export type ConsoleRouteHandle = { readonly title: string };

const SERVICE = 'FSMIS officers’ console';

function titleOf(matches: readonly UIMatch[]): string {
  const handle = [...matches].reverse().find((match) => {
    const candidate = match.handle as Partial<ConsoleRouteHandle> | undefined;
    return typeof candidate?.title === 'string';
  })?.handle as ConsoleRouteHandle | undefined;
  return handle ? `${handle.title} – ${SERVICE}` : SERVICE;
}

/**
 * Keeps the document title in step with the route and, after each navigation to another page, moves
 * focus to the main content as a full page load would, so a screen reader starts at the new page.
 * A change of the query string alone (a list's filters) keeps focus where the officer is.
 */
export function usePageChange(): void {
  const matches = useMatches();
  const location = useLocation();
  const title = titleOf(matches);
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, keyed by the path
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);
}
