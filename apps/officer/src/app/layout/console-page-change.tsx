import { PageChange } from '@fsmis/ui/layout/page-change';
import { type UIMatch, useLocation, useMatches } from 'react-router';

/** What a console route declares in its `handle`: the page's title, for the document title. */
export type ConsoleRouteHandle = { readonly title: string };

const SERVICE = 'FSMIS officers’ console';

function routeNameOf(matches: readonly UIMatch[]): string | null {
  const handle = [...matches].reverse().find((match) => {
    const candidate = match.handle as Partial<ConsoleRouteHandle> | undefined;
    return typeof candidate?.title === 'string';
  })?.handle as ConsoleRouteHandle | undefined;
  return handle?.title ?? null;
}

const documentTitleOf = (pageName: string | null) => (pageName ? `${pageName} – ${SERVICE}` : SERVICE);

/**
 * The console's page changes: the document title follows the route, and after each move to another
 * page focus goes to the main content and the page's name is announced. A change of the query string
 * alone (a list's filters) keeps focus where the officer is.
 */
export function ConsolePageChange() {
  const matches = useMatches();
  const { pathname } = useLocation();
  return <PageChange routeName={routeNameOf(matches)} documentTitle={documentTitleOf} pageKey={pathname} />;
}
