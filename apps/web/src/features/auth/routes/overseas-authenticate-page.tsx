import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getOverseasAuthenticate } from '../api/get-overseas-authenticate';
import { SigningIn } from '../components/signing-in';
import { useSignInOnce } from '../components/use-sign-in-once';

const INCOMPLETE_LINK_MESSAGE =
  'This sign-in link is incomplete. Open the link in your email again, or ask for a new link.';

/**
 * The page an overseas laboratory's e-mailed link opens. Its script, not the link itself, spends the
 * token, so a mail scanner that fetches the link does not use it up.
 */
export function OverseasAuthenticatePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const failure = useSignInOnce(token, () => getOverseasAuthenticate(token ?? ''));
  const problem = token === null ? INCOMPLETE_LINK_MESSAGE : failure;

  if (problem === null) return <SigningIn />;
  return (
    <div className="container page">
      <h1>You cannot sign in with this link</h1>
      <p className="lead">{problem}</p>
      <p>
        <Link to={paths.login.href()}>Go to Login to ask for a new sign-in link</Link>
      </p>
    </div>
  );
}
