import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { EmailStatus } from '../../../components/emails/email-status';
import { SendAgainButton } from '../../../components/emails/send-again-button';
import { SendAgainDialog } from '../../../components/emails/send-again-dialog';
import { useSendAgainChoice } from '../../../components/emails/use-send-again-choice';
import { useApplicationEmails } from '../api/get-application-emails';

/**
 * The e-mails the portal sent the company about this application, newest first: each with its
 * subject, recipient and state, and "Send again" where a failed one may be.
 */
export function ApplicationMessages({
  applicationId,
  latestEventId,
}: {
  readonly applicationId: string;
  /** The case's latest event: the e-mails are read again when another is added. */
  readonly latestEventId: string | null;
}) {
  const emails = useApplicationEmails(applicationId, latestEventId);
  const sendAgain = useSendAgainChoice();
  const { outcome } = sendAgain;
  return (
    <section className="case-messages" aria-labelledby="case-messages-heading">
      <h3 id="case-messages-heading" className="case-messages__title">
        Messages
      </h3>
      <div
        className={`case-outcome${outcome?.kind === 'done' ? ' case-outcome--success' : ''}`}
        role="status"
        ref={sendAgain.outcomeRef}
        tabIndex={-1}
      >
        {outcome?.kind === 'done' ? outcome.message : ''}
      </div>
      {outcome?.kind === 'failed' ? (
        <p className="case-outcome case-outcome--problem" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {emails.isPending ? (
        <p role="status">Loading the e-mails about the application…</p>
      ) : emails.isError ? (
        <LoadProblem
          error={emails.error}
          retrying={emails.isFetching}
          onRetry={() => void emails.refetch()}
        />
      ) : emails.data.items.length === 0 ? (
        <p className="case-empty">No e-mail has been sent about this application yet.</p>
      ) : (
        <ul className="case-messages__list" aria-busy={emails.isFetching || undefined}>
          {emails.data.items.map((email) => (
            <li key={email.id} className="case-messages__item">
              <p className="case-messages__subject">
                <strong>{email.subject}</strong>
              </p>
              <p className="case-messages__meta">To {email.to}</p>
              <EmailStatus email={email} />
              <SendAgainButton email={email} onChoose={sendAgain.choose} />
            </li>
          ))}
        </ul>
      )}
      <SendAgainDialog
        email={sendAgain.chosen}
        pending={sendAgain.pending}
        onConfirm={sendAgain.confirm}
        onCancel={sendAgain.cancel}
      />
    </section>
  );
}
