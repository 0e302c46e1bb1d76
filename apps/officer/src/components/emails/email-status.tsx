import { type OutgoingEmail, OutgoingEmailStatus } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import { AtTime } from '@fsmis/ui/workflow/workflow-display';
import './emails.css';

/** How each state looks; the words come from the API, beside the colour. */
const STATUS_COLOURS: Readonly<Record<OutgoingEmailStatus, TagColour>> = {
  [OutgoingEmailStatus.queued]: 'blue',
  [OutgoingEmailStatus.sent]: 'green',
  [OutgoingEmailStatus.failed]: 'red',
};

/**
 * An e-mail's state in words: Queued, Sent with when it left, or Failed with the mail server's reason.
 * A queued e-mail whose last attempt failed says why, while it is tried again.
 */
export function EmailStatus({ email }: { readonly email: OutgoingEmail }) {
  return (
    <span className="email-status">
      <Tag colour={STATUS_COLOURS[email.status]}>{email.statusLabel}</Tag>
      {email.status === OutgoingEmailStatus.sent && email.sentAt ? (
        <span className="email-status__detail">
          <AtTime value={email.sentAt} />
        </span>
      ) : null}
      {email.lastError ? (
        <span className="email-status__detail">
          {email.status === OutgoingEmailStatus.failed ? 'Reason: ' : 'Last attempt failed, trying again: '}
          {email.lastError}
        </span>
      ) : null}
    </span>
  );
}
