import { type Breadcrumb, Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StepSuccessBanner } from '../../../components/ui/step-success-banner';
import { paths } from '../../../config/paths';
import './recognitions.css';

/**
 * The frame of a recognition's pages: breadcrumbs, heading, the last step's confirmation, and the
 * recognition once it is read (or why it cannot be).
 */
export function RecognitionFrame<T>({
  id,
  query,
  title,
  caption,
  breadcrumbs,
  showSuccess = true,
  children,
}: {
  readonly id: string;
  readonly query: UseQueryResult<T>;
  readonly title: string;
  readonly caption: string | undefined;
  readonly breadcrumbs: readonly Breadcrumb[];
  /**
   * Whether the last step's confirmation shows here. Not on the withdrawal page: it leads back to the
   * recognition's page, which shows it.
   */
  readonly showSuccess?: boolean;
  readonly children: (data: T) => ReactNode;
}) {
  const notFound = isHttpError(query.error) && query.error.status === 404;
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <PageHeading caption={caption}>{title}</PageHeading>
      {showSuccess ? <StepSuccessBanner scope={['recognition', id]} /> : null}
      {query.isPending ? (
        <p role="status">Loading the recognition…</p>
      ) : notFound ? (
        <>
          <p className="lead">{errorMessageOf(query.error)}</p>
          <p>
            Check that the link is correct, or find your recognition on the{' '}
            <Link to={paths.dashboard.href()}>Dashboard</Link>.
          </p>
        </>
      ) : query.isError ? (
        <LoadProblem error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
