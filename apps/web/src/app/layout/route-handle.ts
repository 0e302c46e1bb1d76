import type { UIMatch } from 'react-router';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = {
  /** The page's name; the document title becomes "<title> | FSMIS". */
  readonly title?: string;
};

export const SITE_TITLE = 'FSMIS';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The title of the deepest route that names one, or the site's default title. */
export function documentTitleFor(matches: readonly UIMatch[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.title) return `${handle.title} | ${SITE_TITLE}`;
  }
  return SITE_TITLE;
}
