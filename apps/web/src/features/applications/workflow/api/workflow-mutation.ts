import { type ApplicationCase, applicationCaseSchema } from '@fsmis/domain';
import type { ApiResult } from '@fsmis/ui/lib/http-client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueryKey } from '../../api/get-application';
import { announceWorkflowSuccess } from './workflow-success';

/** What a company step answers: the application as it stands now, and the API's message. */
export type WorkflowResult = { readonly application: ApplicationCase; readonly message: string | null };

export async function caseOf(request: Promise<ApiResult<unknown>>): Promise<WorkflowResult> {
  const { data, message } = await request;
  return { application: applicationCaseSchema.parse(data), message };
}

/** The details page reads the application from this entry: the answer replaces it at once. */
export function storeApplicationCase(queryClient: QueryClient, application: ApplicationCase): void {
  queryClient.setQueryData(applicationQueryKey(application.id), application);
}

/**
 * A company step on the details page: on success the returned application replaces the cached one and
 * the success message is announced. A refusal leaves the cache alone, so the form (and what was typed
 * in it) stays on the page with the reason.
 */
export function useWorkflowMutation<Input>(
  send: (input: Input) => Promise<WorkflowResult>,
  successText: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      storeApplicationCase(queryClient, result.application);
      announceWorkflowSuccess(queryClient, result.application.id, result.message ?? successText);
    },
  });
}
