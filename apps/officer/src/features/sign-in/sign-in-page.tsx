import { type TestLogin, testLoginSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { TextInput } from '@fsmis/ui/components/text-input';
import { errorMessageOf, http } from '@fsmis/ui/lib/http-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsoleFrame } from '../../app/layout/console-frame';
import { ConsolePageChange } from '../../app/layout/console-page-change';
import './sign-in-page.css';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { apiPaths, paths, type SignInReason } from '../../config/paths';

const NOTICES: Record<SignInReason, string> = {
  inactivity: 'You were signed out because you were inactive for 15 minutes. Sign in again to go on.',
  'new-session': 'You were signed out because your account signed in somewhere else.',
  'signed-out': 'You have signed out.',
};

/** Whether this server takes test logins, and whether they need its password. */
function useTestLogins() {
  return useQuery({
    queryKey: ['test-logins'],
    queryFn: async () => {
      const result = await http.get<{ enabled: true }>(apiPaths.testLogins).catch(() => null);
      return result ? { requiresPassword: result.headers.get('x-requires-password') === '1' } : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Officers sign in as companies do: through Singpass (Corppass for the regulator's own UEN), or with a
 * test login where this server allows them.
 */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason') as SignInReason | null;
  const notice = reason && Object.hasOwn(NOTICES, reason) ? NOTICES[reason] : null;
  const testLogins = useTestLogins();
  const [problem, setProblem] = useState<string | null>(null);
  const [singpassPending, setSingpassPending] = useState(false);

  const signInWithSingpass = async () => {
    setSingpassPending(true);
    setProblem(null);
    try {
      const { data } = await http.get<{ url: string }>(apiPaths.singpassUrl);
      window.location.assign(data.url);
    } catch (error) {
      setProblem(errorMessageOf(error));
      setSingpassPending(false);
    }
  };

  return (
    <ConsoleFrame>
      <ConsolePageChange />
      <div className="console-container sign-in">
        <PageHeading caption="FSMIS officers’ console">Sign in</PageHeading>
        {notice ? <NotificationBanner title="Signed out">{notice}</NotificationBanner> : null}
        {problem ? <ErrorSummary items={[{ text: problem }]} /> : null}
        <p>The console is for the regulator’s officers. Companies and laboratories use the FSMIS portal.</p>
        <Button pending={singpassPending} onClick={() => void signInWithSingpass()}>
          Sign in with Singpass
        </Button>
        {testLogins.data ? <TestLoginForm requiresPassword={testLogins.data.requiresPassword} /> : null}
      </div>
    </ConsoleFrame>
  );
}

type Field = keyof TestLogin;
const FIELDS: readonly { name: Field; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'singpassIdentifier', label: 'Singpass ID', autoComplete: 'username' },
  { name: 'companyUen', label: 'UEN of the regulator' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
];

function TestLoginForm({ requiresPassword }: { readonly requiresPassword: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [pending, setPending] = useState(false);

  const submit = async (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = testLoginSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await http.post(apiPaths.testLogins, parsed.data);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await navigate(paths.queue.href(), { replace: true });
    } catch (error) {
      setErrors({ form: errorMessageOf(error) });
      setPending(false);
    }
  };

  const summary = [
    ...(errors.form ? [{ text: errors.form }] : []),
    ...FIELDS.flatMap((field) => {
      const text = errors[field.name];
      return text ? [{ fieldId: `test-login-${field.name}`, text }] : [];
    }),
  ];

  return (
    <section className="sign-in__test" aria-labelledby="test-login-heading">
      <h2 id="test-login-heading">Test login</h2>
      <p>This server takes test logins. Sign in as one of the regulator’s officers.</p>
      {summary.length > 0 ? <ErrorSummary items={summary} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            id={`test-login-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            spellCheck={false}
            error={errors[field.name]}
          />
        ))}
        {requiresPassword ? (
          <TextInput
            id="test-login-password"
            name="password"
            label="Test login password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
        ) : null}
        <Button type="submit" pending={pending}>
          Sign in
        </Button>
      </form>
    </section>
  );
}
