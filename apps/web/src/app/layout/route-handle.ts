import type { RouteId } from '@fsmis/domain';
import type { Params, UIMatch } from 'react-router';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = {
  /** The page's name, or how to name it from the URL; the document title becomes "<title> | FSMIS". */
  readonly title?: string | ((params: Params) => string);
  /** The screen of docs/requirements.md §2 this route shows: what the routing guards decide on. */
  readonly screen?: RouteId;
  /**
   * Whether the URL's parameters name something that can exist (a GUID, a programme). When they
   * cannot, the screen is Not Found, decided without calling the API.
   */
  readonly validParams?: (params: Params) => boolean;
  /**
   * The query parameters that name another page of the route (an application form's draft, section,
   * item and step): moving between them is moving to another page, with focus and an announcement.
   */
  readonly pageParams?: readonly string[];
};

export const SITE_TITLE = 'FSMIS';
export const NOT_FOUND_TITLE = 'Page Not Found';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The document title of a page's name: "<name> | FSMIS", or the site's name alone. */
export function documentTitleOf(pageName: string | null): string {
  return pageName ? `${pageName} | ${SITE_TITLE}` : SITE_TITLE;
}

/** The name the deepest route that names one gives its page, or null. */
export function routeNameFor(matches: readonly UIMatch[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle;
    if (!match || !isRouteHandle(handle) || !handle.title) continue;
    if (handle.validParams && !handle.validParams(match.params)) return NOT_FOUND_TITLE;
    return typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
  }
  return null;
}

/** The title of the deepest route that names one, or the site's default title. */
export function documentTitleFor(matches: readonly UIMatch[]): string {
  return documentTitleOf(routeNameFor(matches));
}

/** What tells one page from another: the path, and the query parameters its route names pages by. */
export function pageKeyFor(
  matches: readonly UIMatch[],
  location: { pathname: string; search: string },
): string {
  const search = new URLSearchParams(location.search);
  const names = matches.flatMap((match) =>
    isRouteHandle(match.handle) ? (match.handle.pageParams ?? []) : [],
  );
  const named = names.map((name) => `${name}=${search.get(name) ?? ''}`);
  return [location.pathname, ...named].join('&');
}
