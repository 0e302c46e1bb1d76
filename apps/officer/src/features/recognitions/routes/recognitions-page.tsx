import { EmptyState } from '@fsmis/ui/components/empty-state';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { fieldErrorOf } from '@fsmis/ui/lib/http-client';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type RecognitionsFilter, useRecognitions } from '../api/get-recognitions';
import { RecognitionsFilterForm, UEN_FIELD_ID } from '../components/recognitions-filter-form';
import { RecognitionsTable } from '../components/recognitions-table';
import { filterFrom, filterKey, hasFilter, recognitionsHref } from '../utils/recognitions-search';
import '../components/recognitions.css';

const countText = (count: number, filtered: boolean): string => {
  const noun = count === 1 ? 'recognition' : 'recognitions';
  if (!filtered) return `${count} ${noun}`;
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'} the filters`;
};

/** Every company's recognitions, filtered by what the URL asks. */
export function RecognitionsPage() {
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const recognitions = useRecognitions(filter);
  const navigate = useNavigate();
  const resultsRef = useRef<HTMLDivElement>(null);

  const uenError = fieldErrorOf(recognitions.error, 'CompanyUen') ?? undefined;
  const filtered = hasFilter(filter);
  const clearHref = filtered ? recognitionsHref({}) : null;

  // New filters move focus to the results: a screen reader reads the new count from there.
  const focusResults = () => resultsRef.current?.focus({ preventScroll: true });
  const apply = (next: RecognitionsFilter) => {
    focusResults();
    void navigate(recognitionsHref(next));
  };

  const data = recognitions.data;
  return (
    <div className="console-container page">
      <PageHeading>Recognitions</PageHeading>
      <p className="lead">
        Each company’s recognition under LRP, IBR and AOR. Open one to suspend it, ask for details it owes, or
        withdraw it.
      </p>
      <ErrorSummary
        items={uenError ? [{ fieldId: UEN_FIELD_ID, text: uenError }] : []}
        focusKey={recognitions.errorUpdatedAt}
      />
      <RecognitionsFilterForm
        key={filterKey(filter)}
        filter={filter}
        uenError={uenError}
        clearHref={clearHref}
        onClear={focusResults}
        onApply={apply}
      />
      <div ref={resultsRef} tabIndex={-1} className="recognitions-results">
        {recognitions.isPending ? (
          <p role="status">Loading the recognitions…</p>
        ) : uenError ? (
          <EmptyState>
            <p>Correct the filters to see the recognitions.</p>
          </EmptyState>
        ) : data === undefined ? (
          <LoadProblem
            error={recognitions.error}
            retrying={recognitions.isFetching}
            onRetry={() => void recognitions.refetch()}
          />
        ) : data.length === 0 ? (
          <EmptyState>
            {filtered ? (
              <>
                <h2>No recognitions match these filters</h2>
                <p>
                  Check the UEN, try other filters, or{' '}
                  <Link to={recognitionsHref({})} onClick={focusResults}>
                    clear the filters
                  </Link>
                  .
                </p>
              </>
            ) : (
              <p>No company is recognised yet.</p>
            )}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="recognitions-count">
              {countText(data.length, filtered)}
            </p>
            <RecognitionsTable recognitions={data} busy={recognitions.isPlaceholderData} />
          </>
        )}
      </div>
    </div>
  );
}
