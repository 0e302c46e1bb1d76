import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

/** What a screen shows when its data could not be read or its code failed: the reason, and a way on. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) || (isHttpError(error) && error.status === 404);
  return (
    <div className="console-container">
      <PageHeading>{notFound ? 'Page not found' : 'Sorry, there is a problem'}</PageHeading>
      <p>{notFound ? 'What you asked for does not exist, or no longer does.' : errorMessageOf(error)}</p>
      <p>
        <Link to={paths.queue.href()}>Go to the work queue</Link>
      </p>
    </div>
  );
}
