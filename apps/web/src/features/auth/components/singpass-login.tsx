import { Button } from '@fsmis/ui/components/button';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useEffect } from 'react';
import { useSingpassLogin } from '../api/get-singpass-url';

export type SingpassLoginProps = {
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
};

/** Sends the user to the identity service; it returns them to /spcp/callback. */
export function SingpassLogin({ onProblems }: SingpassLoginProps) {
  const singpass = useSingpassLogin();
  const redirecting = singpass.isPending || singpass.isSuccess;
  const { reset } = singpass;

  // Coming back from Singpass with the Back button restores this page as it was left: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const start = () => {
    onProblems([]);
    singpass.mutate(undefined, {
      onError: (error) =>
        onProblems(
          errorMessageOf(error)
            .split('\n')
            .map((text) => ({ text })),
        ),
    });
  };

  return (
    <Button className="button--block-mobile" pending={redirecting} onClick={start}>
      {redirecting ? 'Going to Singpass…' : 'Log in with Singpass'}
    </Button>
  );
}
