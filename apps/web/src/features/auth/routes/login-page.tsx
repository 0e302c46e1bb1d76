import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { useCallback, useState } from 'react';
import { useTestLoginSettings } from '../api/get-test-login-settings';
import { LoginNotice } from '../components/login-notice';
import { OverseasLoginForm } from '../components/overseas-login-form';
import { SingpassLogin } from '../components/singpass-login';
import { TestLoginForm } from '../components/test-login-form';
import './login-page.css';

type Problems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

export type LoginPageProps = {
  /** The query string Login was reached with (`?reason=`). */
  readonly search: string;
  /** The state of the navigation that brought the user here (`{ message }`). */
  readonly navigationState: unknown;
  /** Goes on once a test login has opened a session. */
  readonly onSignedIn: () => void;
};

/** Login. It uses no router, so a first visit to /login can show it before the rest of the portal loads. */
export function LoginPage({ search, navigationState, onSignedIn }: LoginPageProps) {
  const [problems, setProblems] = useState<Problems>({ items: [], attempt: 0 });
  // Each submission counts as a new attempt, so the summary takes focus again even with the same errors.
  const reportProblems = useCallback(
    (items: readonly ErrorSummaryItem[]) =>
      setProblems((previous) => ({ items, attempt: previous.attempt + 1 })),
    [],
  );
  const testLogins = useTestLoginSettings();

  return (
    <div className="container page login-page">
      <h1>Log in to FSMIS</h1>
      <p className="lead">
        Apply for company recognition under LRP, IBR and AOR, and take part in the Proficiency Testing scheme.
      </p>
      <LoginNotice search={search} navigationState={navigationState} />
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />

      <div className="login-page__options">
        <section className="login-option" aria-labelledby="singpass-login-heading">
          <h2 id="singpass-login-heading">Companies in Singapore</h2>
          <p>
            Log in with Singpass on behalf of your company. You will go to Singpass to confirm who you are,
            then come back here.
          </p>
          <SingpassLogin onProblems={reportProblems} />
        </section>

        <section className="login-option" aria-labelledby="overseas-login-heading">
          <h2 id="overseas-login-heading">Overseas laboratories</h2>
          <p>
            If your laboratory is outside Singapore and takes part in the Proficiency Testing scheme, we will
            email you a sign-in link. The link works once, within 15 minutes.
          </p>
          <OverseasLoginForm onProblems={reportProblems} />
        </section>
      </div>

      {testLogins.data?.enabled ? (
        <section className="login-option login-option--test" aria-labelledby="test-login-heading">
          <h2 id="test-login-heading">Test login</h2>
          <p>
            Test logins are switched on in this environment. Enter the details of a test account to log in
            without Singpass.
          </p>
          <TestLoginForm
            requiresPassword={testLogins.data.requiresPassword}
            onProblems={reportProblems}
            onSignedIn={onSignedIn}
          />
        </section>
      ) : null}
    </div>
  );
}
