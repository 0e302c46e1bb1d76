import type { OutgoingEmail, OutgoingEmailSubject } from '@fsmis/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const ABOUT_WORDS: Readonly<Record<OutgoingEmailSubject, string>> = {
  application: 'Application',
  recognition: 'Recognition',
  'pt-round': 'PT round',
  'sign-in': 'Sign-in link',
};

/** The console's page of the record an e-mail is about; null for what has none (a sign-in link). */
function recordHref(about: OutgoingEmailSubject, id: string): string | null {
  if (about === 'application') return paths.application.href(id);
  if (about === 'recognition') return paths.recognition.href(id);
  if (about === 'pt-round') return paths.ptRound.href(id);
  return null;
}

/** What an e-mail is about: the kind of record, and the record by its name, linked to its page. */
export function EmailAbout({ email }: { readonly email: OutgoingEmail }) {
  if (email.about === null) return <span className="messages-table__muted">Nothing in particular</span>;
  const href = email.aboutId === null ? null : recordHref(email.about, email.aboutId);
  return (
    <>
      <span className="messages-table__kind">{ABOUT_WORDS[email.about]}</span>
      {email.aboutLabel === null ? null : href === null ? (
        <span>{email.aboutLabel}</span>
      ) : (
        <Link to={href}>{email.aboutLabel}</Link>
      )}
    </>
  );
}
