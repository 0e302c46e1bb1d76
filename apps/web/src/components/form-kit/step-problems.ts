import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { submissionProblemsOf } from '@fsmis/ui/lib/http-client';
import { useCallback, useState } from 'react';

export type StepProblems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/**
 * The error summary of a one-box or one-button step (acknowledge, sign): the box's own message, or what the API
 * said when it refused (its field message linked to the box, else its reason as plain text).
 */
export function useStepProblems(field: { readonly id: string; readonly apiPath: string }) {
  const [problems, setProblems] = useState<StepProblems>({ items: [], attempt: 0 });
  const report = useCallback(
    (items: readonly ErrorSummaryItem[]) =>
      setProblems((previous) => ({ items, attempt: previous.attempt + 1 })),
    [],
  );
  const reportRefusal = useCallback(
    (error: unknown) =>
      report(
        submissionProblemsOf(error, [field], { apiPathOf: (each) => each.apiPath, onField: () => undefined }),
      ),
    [field, report],
  );
  return { problems, report, reportRefusal };
}
