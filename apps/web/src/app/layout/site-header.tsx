import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { PortalLink } from './portal-link';

/**
 * The service name under the masthead, with the signed-in user's account and the service navigation
 * when someone is signed in. A plain block inside the masthead's <header>, the page's one banner landmark.
 */
export function SiteHeader({
  account,
  navigation,
}: {
  readonly account?: ReactNode;
  readonly navigation?: ReactNode;
}) {
  return (
    <div className="site-header">
      <div className="container site-header__inner">
        <PortalLink className="site-header__service" to={paths.home.href()}>
          <span className="site-header__logo" aria-hidden="true">
            F
          </span>
          <span className="site-header__name">
            <span className="site-header__acronym">FSMIS</span>
            <span className="site-header__tagline">
              Company recognition and laboratory proficiency testing
            </span>
          </span>
        </PortalLink>
        {account}
      </div>
      {navigation}
    </div>
  );
}
