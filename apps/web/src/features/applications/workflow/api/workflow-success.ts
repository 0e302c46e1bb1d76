import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The confirmation of the company's last step on an application, shown above its details. */
export type WorkflowSuccess = { readonly text: string; readonly at: number };

const workflowSuccessKey = (applicationId: string) =>
  [...SESSION_QUERY_KEY, 'applications', 'workflow-success', applicationId] as const;

/**
 * Kept beside the query cache rather than in a form: the step usually moves the application on, and the
 * form that took it leaves the page with the status it belonged to.
 */
export function announceWorkflowSuccess(queryClient: QueryClient, applicationId: string, text: string): void {
  queryClient.setQueryData<WorkflowSuccess>(workflowSuccessKey(applicationId), { text, at: Date.now() });
}

export function clearWorkflowSuccess(queryClient: QueryClient, applicationId: string): void {
  queryClient.setQueryData<WorkflowSuccess | null>(workflowSuccessKey(applicationId), null);
}

export function useWorkflowSuccess(applicationId: string): WorkflowSuccess | null {
  const { data } = useQuery<WorkflowSuccess | null>({
    queryKey: workflowSuccessKey(applicationId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
