import { type OutgoingEmail, OutgoingEmailStatus } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import './emails.css';

/** The e-mail's "Send again" action as the API states it: open now or not, and why not. */
const sendAgainOf = (email: OutgoingEmail) => email.actions.find((action) => action.name === 'send-again');

/**
 * "Send again", named after the e-mail, where the API says it is open. A failed e-mail that may not be
 * sent again says why, in the API's words; any other shows nothing.
 */
export function SendAgainButton({
  email,
  onChoose,
}: {
  readonly email: OutgoingEmail;
  readonly onChoose: (email: OutgoingEmail) => void;
}) {
  const action = sendAgainOf(email);
  if (action?.open) {
    return (
      <Button
        variant="secondary"
        // Which e-mail, for a list of several: "Send again: <subject> to <recipient>".
        aria-label={`Send again: ${email.subject} to ${email.to}`}
        onClick={() => onChoose(email)}
      >
        Send again
      </Button>
    );
  }
  if (email.status === OutgoingEmailStatus.failed && action?.reason) {
    return <span className="send-again__reason">{action.reason}</span>;
  }
  return null;
}
