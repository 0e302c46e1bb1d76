import { type ReactNode, type Ref, useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { LoadProblem } from './load-problem';
import { type PageWindow, Pagination, ResultsSummary } from './pagination';
import './paged-results.css';

/** One page of a list, as the API answers it. */
export type ResultsPage = PageWindow & { readonly items: readonly unknown[] };

/** What the results read of the query behind them (a TanStack Query result has it all). */
export type ResultsQuery<P extends ResultsPage> = {
  readonly data: P | undefined;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
};

/**
 * The results of a list, and a way to take the user there. After new filters or a new page the results
 * take focus: a screen reader reads the new count, and a keyboard user carries on from the rows rather
 * than from a control that was replaced.
 */
export function useResultsFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const focus = useCallback(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return { ref, focus } as const;
}

/**
 * A page of a list whose filters and page live in the URL: loading, the API's problem, an empty list,
 * a page past the end, or how many there are (with `toolbar` beside it), the rows (`children`) and the
 * links to the other pages.
 */
export function PagedResults<P extends ResultsPage>({
  query,
  resultsRef,
  id,
  className,
  loading,
  refused = false,
  refusedNote = null,
  empty,
  noun,
  headingLevel = 2,
  hrefFor,
  paginationLabel,
  onNavigate,
  toolbar = null,
  children,
}: {
  readonly query: ResultsQuery<P>;
  /** The region that takes focus (see useResultsFocus). */
  readonly resultsRef: Ref<HTMLDivElement>;
  readonly id?: string;
  readonly className?: string;
  /** Said while the first page loads, e.g. "Loading the queue…". */
  readonly loading: string;
  /** True when the API refused the filters: the filter form says why, so no results are shown. */
  readonly refused?: boolean;
  /** Shown instead of the results while the filters are refused. */
  readonly refusedNote?: ReactNode;
  /** What an empty list shows (in an EmptyState): why, and what the user can do. */
  readonly empty: ReactNode;
  readonly noun: { readonly one: string; readonly other: string };
  /** The level of the headings inside the results: 2 on a page of its own, 3 in a section. */
  readonly headingLevel?: 2 | 3;
  /** The URL of a page of the list. */
  readonly hrefFor: (page: number) => string;
  /** Names the pages' navigation landmark, e.g. "Pages of the queue". */
  readonly paginationLabel: string;
  /** Called when the user follows a link to another page, e.g. to move focus to the results. */
  readonly onNavigate: () => void;
  /** Beside the count, e.g. an export of the whole list. */
  readonly toolbar?: ReactNode;
  /** The rows of a page that has some. */
  readonly children: (page: P) => ReactNode;
}) {
  const { data } = query;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = ['paged-results', className ?? ''].filter(Boolean).join(' ');
  const content = (): ReactNode => {
    if (query.isPending) return <p role="status">{loading}</p>;
    if (refused) return refusedNote;
    if (query.isError && data === undefined) {
      return (
        <LoadProblem error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      );
    }
    if (data === undefined) return null;
    if (data.total === 0) return <EmptyState>{empty}</EmptyState>;
    if (data.items.length === 0) {
      return (
        <EmptyState>
          <Heading>
            There are no {noun.other} on page {data.page}
          </Heading>
          <p>
            <Link to={hrefFor(1)} onClick={onNavigate}>
              Go to the first page
            </Link>
          </p>
        </EmptyState>
      );
    }
    const summary = <ResultsSummary window={data} noun={noun} />;
    return (
      <>
        {toolbar === null ? (
          summary
        ) : (
          <div className="paged-results__bar">
            {summary}
            {toolbar}
          </div>
        )}
        {children(data)}
        <Pagination window={data} label={paginationLabel} hrefFor={hrefFor} onNavigate={onNavigate} />
      </>
    );
  };
  return (
    <div className={classes} id={id} ref={resultsRef} tabIndex={-1}>
      {content()}
    </div>
  );
}
