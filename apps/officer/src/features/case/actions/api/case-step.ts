import { type OfficerApplicationCase, officerApplicationCaseSchema } from '@fsmis/domain';
import { type ApiResult, http, isHttpError } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../config/paths';
import { applicationQueryKey } from '../../api/get-application';
import { announceActionSuccess, clearActionSuccess } from './action-success';

/** What an officer step answers: the application as it now stands, and the sentence confirming the step. */
export type CaseStepResult = {
  readonly application: OfficerApplicationCase;
  readonly message: string | null;
};

export async function caseStepOf(request: Promise<ApiResult<unknown>>): Promise<CaseStepResult> {
  const { data, message } = await request;
  return { application: officerApplicationCaseSchema.parse(data), message };
}

/** POST /api/officer/applications/{id}/{step}: one officer step; a step without a body sends `{}`. */
export function postCaseStep(
  applicationId: string,
  step: string,
  body: unknown = {},
): Promise<CaseStepResult> {
  return caseStepOf(http.post<unknown>(apiPaths.applicationStep(applicationId, step), body));
}

/** Every query of the console hangs under this key: the queue and the numbers change with a case. */
const CONSOLE_QUERY_KEY = ['officer'] as const;

/**
 * An officer step on the case view: the application it answers replaces the cached case at once, its
 * message is announced, and the console's other lists are marked out of date. A 409 or 404 says the
 * case moved on elsewhere (another officer, the company): the case is read afresh while the form keeps
 * what was typed and shows the reason.
 */
export function useCaseStep<Input>(
  applicationId: string,
  send: (input: Input) => Promise<CaseStepResult>,
  successText: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The last step's message would read as this one's while it is on its way, or refused.
    onMutate: () => clearActionSuccess(queryClient, applicationId),
    onSuccess: async (result) => {
      announceActionSuccess(queryClient, applicationId, result.message ?? successText);
      queryClient.setQueryData(applicationQueryKey(applicationId), result.application);
      await queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY, refetchType: 'none' });
    },
    onError: async (error) => {
      if (isHttpError(error) && (error.status === 409 || error.status === 404)) {
        await queryClient.invalidateQueries({ queryKey: applicationQueryKey(applicationId) });
      }
    },
  });
}
