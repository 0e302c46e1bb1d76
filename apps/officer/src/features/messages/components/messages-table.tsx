import { DataTable } from '@fsmis/ui/components/data-table';
import { AtTime } from '@fsmis/ui/workflow/workflow-display';
import { EmailStatus } from '../../../components/emails/email-status';
import { SendAgainButton } from '../../../components/emails/send-again-button';
import type { OutgoingEmail } from '../../../lib/outgoing-emails';
import { EmailAbout } from './email-about';

/** One page of the outbox, newest first: when, to whom, what, its state, tries, its record, and "Send again". */
export function MessagesTable({
  emails,
  busy,
  onSendAgain,
}: {
  readonly emails: readonly OutgoingEmail[];
  readonly busy: boolean;
  readonly onSendAgain: (email: OutgoingEmail) => void;
}) {
  return (
    <DataTable
      captionId="messages-caption"
      caption="E-mails the portal sends, newest first (Singapore time)"
      columns={['Created', 'Recipient', 'Subject', 'Status', 'Attempts', 'About', 'Actions']}
      rows={emails}
      busy={busy}
      className="messages-table"
    >
      {(email) => (
        <tr key={email.id}>
          <th scope="row" className="table__cell table__cell--nowrap">
            <AtTime value={email.createdAt} />
          </th>
          <td className="table__cell messages-table__recipient">{email.to}</td>
          <td className="table__cell messages-table__subject">{email.subject}</td>
          <td className="table__cell messages-table__status">
            <EmailStatus email={email} />
          </td>
          <td className="table__cell">{email.attempts}</td>
          <td className="table__cell messages-table__about">
            <EmailAbout email={email} />
          </td>
          <td className="table__cell">
            <SendAgainButton email={email} onChoose={onSendAgain} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}
