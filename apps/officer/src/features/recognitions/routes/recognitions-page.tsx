import { filterErrorsOf } from '@fsmis/ui/components/filter-form';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRecognitions } from '../api/get-recognitions';
import { FILTER_FIELD_IDS, RecognitionsFilterForm } from '../components/recognitions-filter-form';
import { RecognitionsTable } from '../components/recognitions-table';
import {
  filterKey,
  hasFilter,
  type RecognitionsFilter,
  recognitionsHref,
  searchFrom,
} from '../utils/recognitions-search';
import '../components/recognitions.css';

const NOUN = { one: 'recognition', other: 'recognitions' } as const;

/** Every company's recognitions, searched and filtered by what the URL asks, a page at a time. */
export function RecognitionsPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => searchFrom(params), [params]);
  const { Page: _page, ...filter } = search;
  const recognitions = useRecognitions(search);
  const navigate = useNavigate();
  const results = useResultsFocus();

  const errors = filterErrorsOf(recognitions.error, FILTER_FIELD_IDS);
  const filtered = hasFilter(filter);
  const clearHref = filtered ? recognitionsHref({}) : null;

  const apply = (next: RecognitionsFilter) => {
    results.focus();
    void navigate(recognitionsHref(next));
  };

  return (
    <div className="console-container page">
      <PageHeading>Recognitions</PageHeading>
      <p className="lead">
        Each company’s recognition under LRP, IBR and AOR. Open one to suspend it, ask for details it owes, or
        withdraw it.
      </p>
      <RecognitionsFilterForm
        // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
        key={filterKey(filter)}
        filter={filter}
        errors={errors}
        errorAttempt={recognitions.errorUpdatedAt}
        clearHref={clearHref}
        onClear={results.focus}
        onApply={apply}
      />
      <PagedResults
        query={recognitions}
        resultsRef={results.ref}
        className="recognitions-results"
        loading="Loading the recognitions…"
        refused={Object.keys(errors).length > 0}
        refusedNote={<p>Correct the search or filters to see the recognitions.</p>}
        noun={NOUN}
        hrefFor={(to) => recognitionsHref(filter, to)}
        paginationLabel="Pages of recognitions"
        onNavigate={results.focus}
        empty={
          filtered ? (
            <>
              <h2>No recognitions match</h2>
              <p>
                Check the spelling of the company’s name or UEN, search for less, or{' '}
                <Link to={recognitionsHref({})} onClick={results.focus}>
                  clear the search and filters
                </Link>{' '}
                to see every recognition.
              </p>
            </>
          ) : (
            <p>No company is recognised yet.</p>
          )
        }
      >
        {(found) => <RecognitionsTable recognitions={found.items} busy={recognitions.isPlaceholderData} />}
      </PagedResults>
    </div>
  );
}
