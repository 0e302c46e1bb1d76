import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getSingpassCallback } from '../api/get-singpass-callback';
import { SigningIn } from '../components/signing-in';
import { useSignInOnce } from '../components/use-sign-in-once';

/**
 * Where the identity service returns the browser (/spcp/callback, /singpass/callback). The query
 * string goes to the API unchanged; on success the user goes home, otherwise back to Login with the
 * API's message.
 */
export function SignInCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useSignInOnce(
    search,
    () => getSingpassCallback(search),
    (message) => void navigate(paths.login.href(), { replace: true, state: { message } }),
  );
  return <SigningIn />;
}
