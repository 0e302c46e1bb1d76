import type { OverseasLogin } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { TextInput } from '@fsmis/ui/components/text-input';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useRef } from 'react';
import { useOverseasLogin } from '../api/post-overseas-login';
import { overseasLoginRules } from './login-fields';
import { type FieldProblems, useLoginForm } from './use-login-form';

const EMAIL_ID = 'overseas-email';
const EMPTY = { email: '' };

export type OverseasLoginFormProps = {
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
};

/** Overseas laboratories sign in with a one-time link sent to their registered email address. */
export function OverseasLoginForm({ onProblems }: OverseasLoginFormProps) {
  const request = useOverseasLogin();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const { field, errorFor, handleSubmit, reset } = useLoginForm(overseasLoginRules, EMPTY);

  const onValid = (values: OverseasLogin) => {
    onProblems([]);
    request.mutate(values, {
      onError: (error) =>
        onProblems(
          errorMessageOf(error)
            .split('\n')
            .map((text) => ({ text })),
        ),
    });
  };

  const onInvalid = (problems: FieldProblems<keyof OverseasLogin>) => {
    onProblems(problems.map((problem) => ({ fieldId: EMAIL_ID, text: problem.message })));
  };

  const startAgain = () => {
    request.reset();
    reset();
    // The form comes back on the next render; focus its field then.
    requestAnimationFrame(() => emailRef.current?.focus());
  };

  if (request.isSuccess) {
    return (
      <>
        <NotificationBanner variant="success" title="Check your email">
          <p>{request.data}</p>
        </NotificationBanner>
        <Button variant="secondary" onClick={startAgain}>
          Use a different email address
        </Button>
      </>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby="overseas-login-heading">
      <TextInput
        id={EMAIL_ID}
        label="Email address"
        hint="The address your laboratory registered with us"
        type="email"
        autoComplete="email"
        spellCheck={false}
        width="full"
        error={errorFor('email')}
        ref={emailRef}
        {...field('email')}
      />
      <Button type="submit" variant="secondary" pending={request.isPending}>
        {request.isPending ? 'Sending…' : 'Email me a sign-in link'}
      </Button>
    </form>
  );
}
