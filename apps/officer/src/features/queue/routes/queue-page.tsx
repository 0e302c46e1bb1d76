import type { OfficerQueueItem } from '@fsmis/domain';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAssignApplication, useOfficers } from '../../../lib/application-assignment';
import { useOfficer } from '../../../lib/session';
import { useQueue } from '../api/get-queue';
import { QueueFilterForm } from '../components/queue-filter-form';
import { QueueTable } from '../components/queue-table';
import {
  filtersKey,
  hasFilters,
  NO_FILTERS,
  type QueueFilters,
  type QueueSearch,
  queueSearchFrom,
  queueSearchString,
} from '../utils/queue-search';
import '../components/queue.css';

const NOUN = { one: 'application', other: 'applications' } as const;
const CAPTION_ID = 'queue-caption';

const hrefOf = (search: QueueSearch) => `${paths.queue.href()}${queueSearchString(search)}`;

type Outcome = { readonly kind: 'success' | 'problem'; readonly text: string };

/**
 * The work queue: every submitted application still open (or those the filters name), the longest
 * waiting first, with whose move it is and who handles it. What it shows is decided by the URL.
 */
export function QueuePage() {
  const [params] = useSearchParams();
  const search = useMemo(() => queueSearchFrom(params), [params]);
  const navigate = useNavigate();
  const reader = useOfficer();
  const queue = useQueue(search);
  const officers = useOfficers();
  const assign = useAssignApplication();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const results = useResultsFocus();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const filtered = hasFilters(search);
  const clearHref = filtered ? hrefOf({ ...search, ...NO_FILTERS, page: 1 }) : null;

  // An assignment's message belongs to the rows it was about: it goes with them.
  const focusResults = () => {
    setOutcome(null);
    results.focus();
  };
  const apply = (filters: QueueFilters) => {
    focusResults();
    void navigate(hrefOf({ ...search, ...filters, page: 1 }));
  };

  const assignToReader = (item: OfficerQueueItem) => {
    setOutcome(null);
    assign.mutate(
      { applicationId: item.id, officerId: reader.userId },
      {
        // The button goes once the row is the reader's: focus moves to the message that says so.
        onSuccess: ({ message }) => {
          setOutcome({ kind: 'success', text: message });
          requestAnimationFrame(() => outcomeRef.current?.focus());
        },
        // The button stays: focus stays on it, and the alert is read out.
        onError: (error) => setOutcome({ kind: 'problem', text: errorMessageOf(error) }),
      },
    );
  };

  const data = queue.data;
  return (
    <div className="console-container">
      <div className="queue-heading">
        <PageHeading>Work queue</PageHeading>
        {data ? (
          <p className="queue-heading__count">
            <strong>{data.total}</strong> {data.total === 1 ? NOUN.one : NOUN.other}
            {filtered ? (data.total === 1 ? ' matches the filters' : ' match the filters') : ' open'}
          </p>
        ) : null}
      </div>
      <QueueFilterForm
        // The form starts again from the filters applied each time they change (Back, Forward, Clear),
        // but not when the officers' names arrive: that would undo what the officer has already chosen.
        key={filtersKey(search)}
        filters={search}
        officers={officers.data}
        readerId={reader.userId}
        clearHref={clearHref}
        onClear={focusResults}
        onApply={apply}
      />

      <p
        className={`queue-outcome${outcome ? ` queue-outcome--${outcome.kind}` : ''}`}
        role="status"
        ref={outcomeRef}
        tabIndex={-1}
      >
        {outcome?.kind === 'success' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'problem' ? (
        <p className="queue-outcome queue-outcome--problem" role="alert">
          {outcome.text}
        </p>
      ) : null}

      <PagedResults
        query={queue}
        resultsRef={results.ref}
        id="queue-results"
        loading="Loading the queue…"
        noun={NOUN}
        hrefFor={(page) => hrefOf({ ...search, page })}
        paginationLabel="Pages of the queue"
        onNavigate={focusResults}
        empty={
          filtered ? (
            <>
              <h2>No applications match these filters</h2>
              <p>
                Try fewer or different filters, or{' '}
                <Link to={clearHref ?? paths.queue.href()} onClick={focusResults}>
                  clear filters
                </Link>{' '}
                to see every open application.
              </p>
            </>
          ) : (
            <p>No submitted application is waiting. New ones appear here as companies submit them.</p>
          )
        }
      >
        {(page) => (
          <QueueTable
            items={page.items}
            readerId={reader.userId}
            busy={queue.isPlaceholderData}
            captionId={CAPTION_ID}
            assigningId={assign.isPending ? (assign.variables?.applicationId ?? null) : null}
            onAssignToReader={assignToReader}
          />
        )}
      </PagedResults>
    </div>
  );
}
