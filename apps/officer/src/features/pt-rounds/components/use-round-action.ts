import { messageItemsOf } from '@fsmis/ui/lib/form-problems';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useSummaryProblems } from '@fsmis/ui/lib/use-summary-problems';

/**
 * A step taken by one button (compute, review, a status step): the API's confirmation goes to `onDone`,
 * its refusal is kept to show beside the button, in words, taking focus on each attempt.
 */
export function useRoundAction(onDone: (message: string) => void) {
  const { problems: refusal, report, clear } = useSummaryProblems();
  const run = (action: Promise<string>) => {
    clear();
    action.then(onDone, (error: unknown) => report(messageItemsOf(errorMessageOf(error))));
  };
  return { run, refusal };
}
