import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { useCallback, useState } from 'react';

/** What an error summary shows, and how many times it has been reported (it takes focus on each). */
export type SummaryProblems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/**
 * The problems of a form's (or a button's) last attempt, for its error summary: each report counts as an
 * attempt, so the summary takes focus again even when the messages are the same; a clear keeps the count.
 */
export function useSummaryProblems() {
  const [problems, setProblems] = useState<SummaryProblems>({ items: [], attempt: 0 });
  const report = useCallback(
    (items: readonly ErrorSummaryItem[]) =>
      setProblems((previous) => ({ items, attempt: previous.attempt + 1 })),
    [],
  );
  const clear = useCallback(() => setProblems((previous) => ({ items: [], attempt: previous.attempt })), []);
  return { problems, report, clear };
}
