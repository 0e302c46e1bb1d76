import { MAIN_CONTENT_ID } from '@fsmis/ui/layout/skip-link';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { documentTitleFor } from './route-handle';

let firstPageIsNavigation = false;

/**
 * The portal took over from Login after a sign-in: its first page is the end of a navigation, and
 * focus and scroll move as after any other.
 */
export function treatFirstPageAsNavigation(): void {
  firstPageIsNavigation = true;
}

/**
 * Keeps the document title in step with the route, and after each client-side navigation to another
 * page moves focus to the main content, as a full page load would, so screen readers start at the new
 * page. A change of the query string alone (a list's filters, sort or page) stays on the same page:
 * focus and scroll stay where the user is, and the page itself says what changed.
 */
export function usePageChange(): void {
  const matches = useMatches();
  const location = useLocation();
  const title = documentTitleFor(matches);
  const firstRender = useRef(!firstPageIsNavigation);

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
