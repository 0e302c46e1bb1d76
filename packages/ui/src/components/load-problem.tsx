import { errorMessageOf, isHttpError } from '../lib/http-client';
import { Button } from './button';
import './load-problem.css';

/** A failure another try may mend: no answer at all, or a fault on the server's side. */
function mayPassOnRetry(error: unknown): boolean {
  return !isHttpError(error) || error.status === 0 || error.status >= 500;
}

/**
 * What a page shows when its data could not be read: the API's message, in words a person can act on,
 * and, where another try may work, a way to try again. An alert, so a screen reader hears it at once.
 */
export function LoadProblem({
  error,
  onRetry,
  retrying = false,
}: {
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
}) {
  return (
    <div className="load-problem" role="alert">
      <p className="load-problem__message">{errorMessageOf(error)}</p>
      {mayPassOnRetry(error) ? (
        <Button variant="secondary" pending={retrying} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
