import { formatLongDay } from '@fsmis/domain';
import { agencyName, footerLinks } from '../../config/footer-links';
import { useDeploymentInfo } from '../../features/deployment/api/get-deployment-info';

export function SiteFooter() {
  const { data: deployment } = useDeploymentInfo();
  const lastUpdated = deployment ? formatLongDay(deployment.deployed_at) : '';
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__meta">
          <p>
            © {year} {agencyName}
          </p>
          {/* Kept while the date loads, so the footer keeps its height. */}
          <p className="site-footer__updated">
            {lastUpdated ? (
              <>
                Last updated <time dateTime={deployment?.deployed_at}>{lastUpdated}</time>
              </>
            ) : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
