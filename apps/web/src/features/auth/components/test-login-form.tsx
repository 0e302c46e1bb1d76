import { fieldErrorToShow, type TestLogin, type testLoginSchema, testLoginSchemaFor } from '@fsmis/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import type { ErrorSummaryItem } from '../../../components/ui/error-summary';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/http-client';
import { useTestLogin } from '../api/post-test-login';

type TestLoginValues = z.input<typeof testLoginSchema>;

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { name: 'companyUen', id: 'test-login-company-uen' },
  { name: 'email', id: 'test-login-email' },
  { name: 'singpassIdentifier', id: 'test-login-singpass-id' },
  { name: 'password', id: 'test-login-password' },
] as const satisfies readonly { name: keyof TestLoginValues; id: string }[];

export type TestLoginFormProps = {
  readonly requiresPassword: boolean;
  /** Reports the problems of the last submission to the page's error summary ([] clears it). */
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
};

export function TestLoginForm({ requiresPassword, onProblems }: TestLoginFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => testLoginSchemaFor(requiresPassword), [requiresPassword]);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<TestLoginValues, unknown, TestLogin>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { companyUen: '', email: '', singpassIdentifier: '', password: '' },
  });
  const login = useTestLogin({
    onSuccess: () => {
      onProblems([]);
      void navigate(paths.dashboard.href());
    },
  });

  const errorFor = (name: keyof TestLoginValues): string | undefined =>
    fieldErrorToShow(Boolean(touchedFields[name]) || isSubmitted, errors[name]) ?? undefined;

  // The values have been through the schema: trimmed and checked.
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

  const onInvalid = (invalid: FieldErrors<TestLoginValues>) => {
    onProblems(
      FIELDS.flatMap(({ name, id }) => {
        const message = invalid[name]?.message;
        return typeof message === 'string' ? [{ fieldId: id, text: message }] : [];
      }),
    );
  };

  const ids = Object.fromEntries(FIELDS.map(({ name, id }) => [name, id])) as Record<
    keyof TestLoginValues,
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
        {...register('companyUen')}
      />
      <TextInput
        id={ids.email}
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errorFor('email')}
        {...register('email')}
      />
      <TextInput
        id={ids.singpassIdentifier}
        label="Singpass ID (NRIC/FIN)"
        hint="For example, S1234567D"
        autoComplete="username"
        spellCheck={false}
        width="short"
        error={errorFor('singpassIdentifier')}
        {...register('singpassIdentifier')}
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
          {...register('password')}
        />
      ) : null}
      <Button type="submit" pending={login.isPending || login.isSuccess}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
