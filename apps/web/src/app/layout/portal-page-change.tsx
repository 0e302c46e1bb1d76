import { PageChange } from '@fsmis/ui/layout/page-change';
import { useLocation, useMatches } from 'react-router';
import { documentTitleOf, pageKeyFor, routeNameFor } from './route-handle';

let firstPageIsNavigation = false;

/**
 * The portal took over from Login after a sign-in: its first page is the end of a navigation, and
 * focus and scroll move as after any other.
 */
export function treatFirstPageAsNavigation(): void {
  firstPageIsNavigation = true;
}

/** The portal's page changes: each route's title, and its steps' (see `pageParams` of a route). */
export function PortalPageChange() {
  const matches = useMatches();
  const location = useLocation();
  return (
    <PageChange
      routeName={routeNameFor(matches)}
      documentTitle={documentTitleOf}
      pageKey={pageKeyFor(matches, location)}
      firstIsNavigation={firstPageIsNavigation}
    />
  );
}
