import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The confirmation of the user's last step on a record, shown at the top of the record's page. */
export type StepSuccess = { readonly text: string; readonly at: number };

/** Whose confirmation it is: a kind of record and its id, e.g. `['recognition', id]`. */
export type StepSuccessScope = readonly [kind: string, id: string];

const stepSuccessKey = ([kind, id]: StepSuccessScope) =>
  [...SESSION_QUERY_KEY, 'step-success', kind, id] as const;

/**
 * Kept beside the query cache rather than in a form: a step usually closes the form that took it (an
 * appeal made, results submitted), and some steps go to another page to confirm.
 */
export function announceStepSuccess(queryClient: QueryClient, scope: StepSuccessScope, text: string): void {
  queryClient.setQueryData<StepSuccess>(stepSuccessKey(scope), { text, at: Date.now() });
}

export function clearStepSuccess(queryClient: QueryClient, scope: StepSuccessScope): void {
  queryClient.setQueryData<StepSuccess | null>(stepSuccessKey(scope), null);
}

export function useStepSuccess(scope: StepSuccessScope): StepSuccess | null {
  const { data } = useQuery<StepSuccess | null>({
    queryKey: stepSuccessKey(scope),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
