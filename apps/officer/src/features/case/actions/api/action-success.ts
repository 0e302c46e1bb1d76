import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The confirmation of the officer's last step on a case, shown above the case's actions. */
export type ActionSuccess = { readonly text: string; readonly at: number };

const actionSuccessKey = (applicationId: string) =>
  ['officer', 'case-action-success', applicationId] as const;

/**
 * Kept in the query cache rather than in the form: a step usually moves the case on, and the form that
 * took it leaves the page with the status it belonged to.
 */
export function announceActionSuccess(queryClient: QueryClient, applicationId: string, text: string): void {
  queryClient.setQueryData<ActionSuccess>(actionSuccessKey(applicationId), { text, at: Date.now() });
}

export function clearActionSuccess(queryClient: QueryClient, applicationId: string): void {
  queryClient.setQueryData<ActionSuccess | null>(actionSuccessKey(applicationId), null);
}

export function useActionSuccess(applicationId: string): ActionSuccess | null {
  const { data } = useQuery<ActionSuccess | null>({
    queryKey: actionSuccessKey(applicationId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
