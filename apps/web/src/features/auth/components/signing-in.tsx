import './signing-in.css';

/** What the user sees while a sign-in completes: a few moments at most. */
export function SigningIn() {
  return (
    <div className="container page signing-in">
      <h1>Signing you in…</h1>
      <p className="signing-in__status" role="status">
        <span className="signing-in__spinner" aria-hidden="true" />
        Please wait while we sign you in to FSMIS. Do not close this page.
      </p>
    </div>
  );
}
