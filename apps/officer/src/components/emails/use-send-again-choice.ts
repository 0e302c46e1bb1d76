import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useEffect, useRef, useState } from 'react';
import { type OutgoingEmail, useSendAgain } from '../../lib/outgoing-emails';

export type SendAgainOutcome =
  | { readonly kind: 'done'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string; readonly attempt: number };

/**
 * "Send again" from the button to the outcome: the e-mail chosen (its confirmation open), the post once
 * confirmed, and the API's message after it. Once sent again the e-mail is queued and its button goes:
 * focus moves to the message (`outcomeRef`). After a refusal the button may stay, and focus with it.
 */
export function useSendAgainChoice() {
  const sendAgain = useSendAgain();
  const [chosen, setChosen] = useState<OutgoingEmail | null>(null);
  const [outcome, setOutcome] = useState<SendAgainOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // After the dialog has closed (its effect runs first), which gives focus back to the button.
  useEffect(() => {
    if (outcome?.kind === 'done') outcomeRef.current?.focus();
  }, [outcome]);

  const confirm = () => {
    if (chosen === null) return;
    sendAgain.mutate(chosen.id, {
      onSuccess: ({ message }) => {
        setChosen(null);
        setOutcome({ kind: 'done', message });
      },
      onError: (error) => {
        setChosen(null);
        setOutcome({ kind: 'failed', message: errorMessageOf(error), attempt: Date.now() });
      },
    });
  };

  return {
    chosen,
    outcome,
    outcomeRef,
    pending: sendAgain.isPending,
    choose: (email: OutgoingEmail) => {
      setOutcome(null);
      setChosen(email);
    },
    cancel: () => setChosen(null),
    confirm,
    /** Forgets the outcome, e.g. when the list it was about is replaced. */
    clearOutcome: () => setOutcome(null),
  };
}
