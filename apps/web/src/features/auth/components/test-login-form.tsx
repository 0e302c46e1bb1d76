import type { TestLogin } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { TextInput } from '@fsmis/ui/components/text-input';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useMemo } from 'react';
import { useTestLogin } from '../api/post-test-login';
import { type TestLoginFieldName, testLoginRules } from './login-fields';
import { type FieldProblems, useLoginForm } from './use-login-form';

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { name: 'companyUen', id: 'test-login-company-uen' },
  { name: 'email', id: 'test-login-email' },
  { name: 'singpassIdentifier', id: 'test-login-singpass-id' },
  { name: 'password', id: 'test-login-password' },
] as const satisfies readonly { name: TestLoginFieldName; id: string }[];

const EMPTY = { companyUen: '', email: '', singpassIdentifier: '', password: '' };

export type TestLoginFormProps = {
  readonly requiresPassword: boolean;
  /** Reports the problems of the last submission to the page's error summary ([] clears it). */
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
  /** Goes on once the session is open (to the dashboard, where the guards take over). */
  readonly onSignedIn: () => void;
};

export function TestLoginForm({ requiresPassword, onProblems, onSignedIn }: TestLoginFormProps) {
  const rules = useMemo(() => testLoginRules(requiresPassword), [requiresPassword]);
  const { field, errorFor, handleSubmit } = useLoginForm(rules, EMPTY);
  const login = useTestLogin({
    onSuccess: () => {
      onProblems([]);
      onSignedIn();
    },
  });

  // The values have been checked and trimmed.
  const onValid = (values: TestLogin) => {
    onProblems([]);
    login.mutate(
      { ...values, password: requiresPassword ? values.password : undefined },
      {
        onError: (error) =>
          onProblems(
            errorMessageOf(error)
              .split('\n')
              .map((text) => ({ text })),
          ),
      },
    );
  };

  const onInvalid = (problems: FieldProblems<TestLoginFieldName>) => {
    onProblems(
      FIELDS.flatMap(({ name, id }) => {
        const problem = problems.find((candidate) => candidate.name === name);
        return problem ? [{ fieldId: id, text: problem.message }] : [];
      }),
    );
  };

  const ids = Object.fromEntries(FIELDS.map(({ name, id }) => [name, id])) as Record<
    TestLoginFieldName,
    string
  >;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby="test-login-heading">
      <TextInput
        id={ids.companyUen}
        label="Company UEN"
        hint="The Unique Entity Number of the company, for example 201912345K"
        autoComplete="off"
        spellCheck={false}
        width="short"
        error={errorFor('companyUen')}
        {...field('companyUen')}
      />
      <TextInput
        id={ids.email}
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errorFor('email')}
        {...field('email')}
      />
      <TextInput
        id={ids.singpassIdentifier}
        label="Singpass ID (NRIC/FIN)"
        hint="For example, S1234567D"
        autoComplete="username"
        spellCheck={false}
        width="short"
        error={errorFor('singpassIdentifier')}
        {...field('singpassIdentifier')}
      />
      {requiresPassword ? (
        <TextInput
          id={ids.password}
          label="Password"
          hint="The test login password of this environment"
          type="password"
          autoComplete="current-password"
          width="short"
          error={errorFor('password')}
          {...field('password')}
        />
      ) : null}
      <Button type="submit" pending={login.isPending || login.isSuccess}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
