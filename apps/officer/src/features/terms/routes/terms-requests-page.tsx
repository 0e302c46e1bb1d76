import { type Programme, rejectTermsSchema } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, fieldErrorOf } from '@fsmis/ui/lib/http-client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type TermsDocument, useTermsDocuments } from '../api/get-terms-documents';
import { useTermsRequests } from '../api/get-terms-requests';
import { useRejectTerms } from '../api/post-reject-terms';
import { type TermsAnswer, useSendTerms } from '../api/post-send-terms';
import { REJECTION_REASON_ID, RejectTermsDialog } from '../components/reject-terms-dialog';
import { SendTermsDialog } from '../components/send-terms-dialog';
import { TermsNavigation } from '../components/terms-navigation';
import { type TermsRequestAction, TermsRequestsTable } from '../components/terms-requests-table';
import '../terms.css';

type Outcome =
  | { readonly kind: 'done'; readonly message: string; readonly itemId: string }
  | { readonly kind: 'failed'; readonly message: string; readonly attempt: number };

/** The newest published version of each programme (the list comes newest first). */
function currentVersions(documents: readonly TermsDocument[] | undefined): Map<Programme, TermsDocument> {
  const current = new Map<Programme, TermsDocument>();
  for (const document of documents ?? []) {
    if (!current.has(document.applicationType.value)) current.set(document.applicationType.value, document);
  }
  return current;
}

/** Terms requests: companies asking for a programme's terms; the officer sends them or rejects the request. */
export function TermsRequestsPage() {
  const requests = useTermsRequests();
  const documents = useTermsDocuments(null);
  const send = useSendTerms();
  const reject = useRejectTerms();
  const [action, setAction] = useState<TermsRequestAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The answered row leaves the list, and with it the button that had focus: the result takes it.
  useEffect(() => {
    if (outcome?.kind === 'done') resultRef.current?.focus();
  }, [outcome]);

  const close = () => {
    setAction(null);
    setReason('');
    setReasonError(undefined);
  };
  const succeeded = (answer: TermsAnswer) => {
    close();
    setOutcome({ kind: 'done', message: answer.message ?? 'Done.', itemId: answer.item.id });
  };
  const failed = (error: unknown) => {
    close();
    setOutcome({ kind: 'failed', message: errorMessageOf(error), attempt: Date.now() });
  };

  const confirmSend = () => {
    if (action?.kind !== 'send') return;
    const { item } = action;
    send.mutate(
      { companyUen: item.company.uen ?? '', applicationType: item.applicationType.value },
      { onSuccess: succeeded, onError: failed },
    );
  };

  const confirmReject = () => {
    if (action?.kind !== 'reject') return;
    const { item } = action;
    const parsed = rejectTermsSchema.safeParse({
      companyUen: item.company.uen ?? '',
      applicationType: item.applicationType.value,
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((each) => each.path[0] === 'reason') ?? parsed.error.issues[0];
      setReasonError(issue?.message);
      document.getElementById(REJECTION_REASON_ID)?.focus();
      return;
    }
    setReasonError(undefined);
    reject.mutate(parsed.data, {
      onSuccess: succeeded,
      onError: (error) => {
        const field = fieldErrorOf(error, 'reason');
        if (field) setReasonError(field);
        else failed(error);
      },
    });
  };

  const current = currentVersions(documents.data);
  const sendItem = action?.kind === 'send' ? action.item : null;
  const data = requests.data;

  return (
    <div className="console-container">
      <PageHeading caption="Terms and conditions">Terms requests</PageHeading>
      <TermsNavigation />
      <div ref={resultRef} tabIndex={-1} className="terms-result">
        {outcome?.kind === 'done' ? (
          <NotificationBanner variant="success">
            <p>{outcome.message}</p>
            <p>
              <Link to={paths.auditLog.href({ EntityId: outcome.itemId })}>See it in the audit log</Link>
            </p>
          </NotificationBanner>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <ErrorSummary items={[{ text: outcome.message }]} focusKey={outcome.attempt} />
        ) : null}
      </div>
      <p>
        Companies ask for a programme’s terms and conditions before they apply. Send them the current version,
        or reject the request with a reason they will read.
      </p>
      {requests.isPending ? (
        <p role="status">Loading the requests…</p>
      ) : requests.isError && data === undefined ? (
        <LoadProblem
          error={requests.error}
          retrying={requests.isFetching}
          onRetry={() => void requests.refetch()}
        />
      ) : data === undefined ? null : data.length === 0 ? (
        <EmptyState>
          <p>There are no open requests. New requests appear here as companies make them.</p>
        </EmptyState>
      ) : (
        <>
          <p role="status">
            {data.length === 1 ? '1 open request' : `${data.length} open requests`}, oldest first
          </p>
          <TermsRequestsTable
            requests={data}
            busy={requests.isFetching}
            onAction={(chosen) => {
              setOutcome(null);
              setAction(chosen);
            }}
          />
        </>
      )}
      <SendTermsDialog
        item={sendItem}
        current={sendItem ? (current.get(sendItem.applicationType.value) ?? null) : null}
        pending={send.isPending}
        onConfirm={confirmSend}
        onCancel={close}
      />
      <RejectTermsDialog
        item={action?.kind === 'reject' ? action.item : null}
        reason={reason}
        error={reasonError}
        pending={reject.isPending}
        onReasonChange={setReason}
        onConfirm={confirmReject}
        onCancel={close}
      />
    </div>
  );
}
