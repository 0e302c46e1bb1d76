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
};

export const SITE_TITLE = 'FSMIS';
export const NOT_FOUND_TITLE = 'Page Not Found';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The title of the deepest route that names one, or the site's default title. */
export function documentTitleFor(matches: readonly UIMatch[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle;
    if (!match || !isRouteHandle(handle) || !handle.title) continue;
    if (handle.validParams && !handle.validParams(match.params)) return `${NOT_FOUND_TITLE} | ${SITE_TITLE}`;
    const title = typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
    return `${title} | ${SITE_TITLE}`;
  }
  return SITE_TITLE;
}
