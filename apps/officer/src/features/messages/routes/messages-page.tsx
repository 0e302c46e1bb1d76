import type { OutgoingEmailStatus } from '@fsmis/domain';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { filterErrorsOf } from '@fsmis/ui/components/filter-form';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SendAgainDialog } from '../../../components/emails/send-again-dialog';
import { useSendAgainChoice } from '../../../components/emails/use-send-again-choice';
import { paths } from '../../../config/paths';
import { useEmails } from '../api/get-emails';
import { EmailCounts } from '../components/email-counts';
import { FILTER_FIELD_IDS, MessagesFilterForm } from '../components/messages-filter-form';
import { MessagesTable } from '../components/messages-table';
import {
  hasMessagesFilters,
  type MessagesFilters,
  type MessagesSearch,
  messagesPageQuery,
  messagesSearchFrom,
  NO_FILTERS,
} from '../utils/messages-search';
import '../messages.css';

const NOUN = { one: 'e-mail', other: 'e-mails' } as const;

const hrefOf = (search: MessagesSearch) => paths.messages.href(messagesPageQuery(search));
const statusHref = (status: OutgoingEmailStatus) => hrefOf({ ...NO_FILTERS, statuses: [status], page: 1 });

/**
 * Messages: every e-mail the portal sends, as its outbox keeps it, with how many are in each state,
 * searched and filtered in the URL, a page at a time; a failed one can be sent again.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => messagesSearchFrom(params), [params]);
  const { page: _page, ...filters } = search;
  const navigate = useNavigate();
  const emails = useEmails(search);
  const sendAgain = useSendAgainChoice();
  const results = useResultsFocus();
  const filtered = hasMessagesFilters(search);
  const clearHref = filtered ? hrefOf({ ...NO_FILTERS, page: 1 }) : null;
  const errors = filterErrorsOf(emails.error, FILTER_FIELD_IDS);

  // A message about "Send again" belongs to the rows it was about: it goes with them.
  const focusResults = () => {
    sendAgain.clearOutcome();
    results.focus();
  };
  const apply = (applied: MessagesFilters) => {
    focusResults();
    void navigate(hrefOf({ ...applied, page: 1 }));
  };
  const { outcome } = sendAgain;

  return (
    <div className="console-container messages">
      <PageHeading>Messages</PageHeading>
      <div ref={sendAgain.outcomeRef} tabIndex={-1} className="messages__outcome">
        {outcome?.kind === 'done' ? (
          <NotificationBanner variant="success">
            <p>{outcome.message}</p>
          </NotificationBanner>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <ErrorSummary items={[{ text: outcome.message }]} focusKey={outcome.attempt} />
        ) : null}
      </div>
      <p className="messages__lede">
        Every e-mail the portal sends is kept here, newest first. It is queued, then sent; while the mail
        server refuses it, it is tried again for about two hours, then marked failed with the reason.
      </p>

      <section aria-labelledby="messages-counts-heading">
        <h2 id="messages-counts-heading">E-mails by status</h2>
        <EmailCounts hrefOf={statusHref} onNavigate={focusResults} />
      </section>

      <section aria-labelledby="messages-list-heading">
        <h2 id="messages-list-heading">E-mails, newest first</h2>
        <MessagesFilterForm
          // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
          key={params.toString()}
          filters={filters}
          errors={errors}
          errorAttempt={emails.errorUpdatedAt}
          clearHref={clearHref}
          onClear={focusResults}
          onApply={apply}
        />
        <PagedResults
          query={emails}
          resultsRef={results.ref}
          loading="Loading the e-mails…"
          refused={Object.keys(errors).length > 0}
          refusedNote={<p>Correct the search to see the e-mails.</p>}
          noun={NOUN}
          headingLevel={3}
          hrefFor={(page) => hrefOf({ ...search, page })}
          paginationLabel="Pages of e-mails"
          onNavigate={focusResults}
          empty={
            filtered ? (
              <>
                <h3>No e-mails match</h3>
                <p>
                  Check the spelling, search for less, or{' '}
                  <Link to={clearHref ?? paths.messages.href()} onClick={focusResults}>
                    clear the search and filters
                  </Link>{' '}
                  to see every e-mail.
                </p>
              </>
            ) : (
              <p>The portal has not sent any e-mail yet. E-mails appear here as it sends them.</p>
            )
          }
        >
          {(page) => (
            <MessagesTable
              emails={page.items}
              busy={emails.isPlaceholderData}
              onSendAgain={sendAgain.choose}
            />
          )}
        </PagedResults>
      </section>

      <SendAgainDialog
        email={sendAgain.chosen}
        pending={sendAgain.pending}
        onConfirm={sendAgain.confirm}
        onCancel={sendAgain.cancel}
      />
    </div>
  );
}
