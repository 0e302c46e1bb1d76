import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The name of the step a page shows within its route (a form's section, its check page, its
 * confirmation): a route whose steps are told apart by the query string has one route title for all
 * of them, and the step says which one the person is on.
 */
let stepName: string | null = null;
const stepListeners = new Set<() => void>();

function setStepName(name: string | null): void {
  if (stepName === name) return;
  stepName = name;
  for (const listener of stepListeners) listener();
}

function subscribeToStepName(listener: () => void): () => void {
  stepListeners.add(listener);
  return () => stepListeners.delete(listener);
}

/** Names the step this page shows, for as long as it is shown (null: the route's own title). */
export function usePageStepName(name: string | null): void {
  useEffect(() => {
    setStepName(name);
    return () => setStepName(null);
  }, [name]);
}

/** The page's name: its step's, then its route's ("Check your answers – LRP Application: New"). */
export function pageNameOf(routeName: string | null, step: string | null): string | null {
  if (!step) return routeName;
  return routeName ? `${step} – ${routeName}` : step;
}

/**
 * How long the page's name must stay the same after a page change before it is announced: the new
 * page may show "Loading…" before its step names itself, and only the name it settles on is read.
 */
export const ANNOUNCE_AFTER_MS = 300;

export type PageChangeProps = {
  /** The route's name for this page, or null for the site's own title. */
  readonly routeName: string | null;
  /** The document title for a page name (the site's name added). */
  readonly documentTitle: (pageName: string | null) => string;
  /**
   * What tells one page from another: the path, and for a route whose steps live in the query
   * string, those parameters. A change of anything else (a list's filters, sort or page) stays on the
   * same page: focus and scroll stay where the user is, and the page itself says what changed.
   */
  readonly pageKey: string;
  /** Whether the first page shown is itself the end of a navigation (after a sign-in hand-over). */
  readonly firstIsNavigation?: boolean;
};

/**
 * Keeps the document title in step with the page, and after each client-side move to another page
 * (a link, "Save and continue", "Change", "Add", "Submit") does what a full page load would for a
 * screen reader: focus moves to the main content, the window scrolls to the top, and the new page's
 * name is announced in a polite live region.
 */
export function PageChange({
  routeName,
  documentTitle,
  pageKey,
  firstIsNavigation = false,
}: PageChangeProps) {
  const step = useSyncExternalStore(subscribeToStepName, () => stepName);
  const pageName = pageNameOf(routeName, step);
  const title = documentTitle(pageName);
  const [announcement, setAnnouncement] = useState('');
  // Counts the moves to another page: each is announced once the page's name has settled.
  const [pageMoves, setPageMoves] = useState(0);
  const announcedMove = useRef(0);
  const firstPage = useRef(!firstIsNavigation);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, keyed by pageKey
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
    setAnnouncement('');
    setPageMoves((moves) => moves + 1);
  }, [pageKey]);

  useEffect(() => {
    if (pageMoves === announcedMove.current) return;
    const timer = window.setTimeout(() => {
      announcedMove.current = pageMoves;
      setAnnouncement(pageName ?? title);
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pageMoves, pageName, title]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-page-announcement="">
      {announcement}
    </p>
  );
}
