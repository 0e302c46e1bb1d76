import { LoadProblem } from '@fsmis/ui/components/load-problem';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One part of the round once read; while it is read, or why it could not be, in its place. */
export function PtQueryView<T>({
  query,
  loading,
  children,
}: {
  readonly query: UseQueryResult<T>;
  /** What is being read, said while it is: "Loading your registration…". */
  readonly loading: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) {
    return (
      <LoadProblem error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
