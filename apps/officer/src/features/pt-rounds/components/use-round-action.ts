import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';

/**
 * A step taken by one button (compute, review, a status step): the API's confirmation goes to `onDone`,
 * its refusal is kept to show beside the button, in words, taking focus on each attempt.
 */
export function useRoundAction(onDone: (message: string) => void) {
  const [refusal, setRefusal] = useState<{ items: ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const run = (action: Promise<string>) => {
    setRefusal((last) => ({ items: [], attempt: last.attempt }));
    action.then(onDone, (error: unknown) =>
      setRefusal((last) => ({
        items: errorMessageOf(error)
          .split('\n')
          .map((text) => ({ text })),
        attempt: last.attempt + 1,
      })),
    );
  };
  return { run, refusal };
}
