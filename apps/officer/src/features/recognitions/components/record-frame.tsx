import { type Breadcrumb, Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type StepSuccess, StepSuccessBanner } from './step-success-banner';
import './recognitions.css';

/**
 * The frame of a recognition's and a suspension's page: breadcrumbs, heading, the last step's
 * confirmation, and the record once it is read (or why it cannot be).
 */
export function RecordFrame<T>({
  query,
  title,
  caption,
  breadcrumbs,
  success,
  what,
  children,
}: {
  readonly query: UseQueryResult<T>;
  readonly title: string;
  readonly caption?: string | undefined;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly success: StepSuccess | null;
  /** What is being read, for the loading message: "the recognition". */
  readonly what: string;
  readonly children: (data: T) => ReactNode;
}) {
  const status = isHttpError(query.error) ? query.error.status : null;
  // A malformed id is refused (400): like a missing record (404), there is nothing to show.
  const missing = status === 404 || status === 400;
  return (
    <div className="console-container page">
      <Breadcrumbs items={breadcrumbs} />
      <PageHeading {...(caption ? { caption } : {})}>{title}</PageHeading>
      <StepSuccessBanner success={success} />
      {query.isPending ? (
        <p role="status">Loading {what}…</p>
      ) : missing && query.data === undefined ? (
        <>
          <p className="lead">
            {status === 404 ? errorMessageOf(query.error) : `We could not find ${what}.`}
          </p>
          <p>
            Check the link, or find the recognition in the{' '}
            <Link to={paths.recognitions.href()}>list of recognitions</Link>.
          </p>
        </>
      ) : query.data === undefined ? (
        <LoadProblem error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
