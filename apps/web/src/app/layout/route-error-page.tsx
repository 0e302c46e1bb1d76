import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { NotFoundPage } from '../../features/not-found/routes/not-found-page';
import { PageFrame } from './page-frame';

function ErrorContent() {
  const error = useRouteError();
  // A URL that names nothing (a malformed id, an unknown programme) is simply not found.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A chunk that fails to load usually means a new version was deployed while the page was open.
  const isStaleVersion =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="container page site-error">
      <h1>Sorry, there is a problem with the service</h1>
      {isStaleVersion ? (
        <p>FSMIS has been updated. Reload this page to continue.</p>
      ) : (
        <p>
          Try again later. If the problem continues, contact us using the Contact link at the bottom of this
          page.
        </p>
      )}
      {status ? <p className="site-error__code">Error code: {status}</p> : null}
      <p>
        <Link to={paths.home.href()} reloadDocument>
          Go to the FSMIS home page
        </Link>
      </p>
    </div>
  );
}

/** Error boundary for the pages: the frame stays and the error takes the page's place. */
export function RouteErrorPage() {
  return <ErrorContent />;
}

/** Error boundary of the root route, which has no frame of its own to keep. */
export function RootErrorPage() {
  return (
    <PageFrame showBanners={false}>
      <ErrorContent />
    </PageFrame>
  );
}
