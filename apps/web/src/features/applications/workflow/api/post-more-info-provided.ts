import type { MoreInfoProvided } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import { caseOf, useWorkflowMutation, type WorkflowResult } from './workflow-mutation';

/**
 * POST /api/applications/{id}/more-info-provided: the answer to the open request for information; the
 * application goes back to review. 400 names the fields, 409 says why the request cannot be answered.
 */
export function postMoreInfoProvided(
  applicationId: string,
  answer: MoreInfoProvided,
): Promise<WorkflowResult> {
  return caseOf(http.post<unknown>(apiPaths.applicationMoreInfoProvided(applicationId), answer));
}

export function useProvideMoreInfo(applicationId: string) {
  return useWorkflowMutation(
    (answer: MoreInfoProvided) => postMoreInfoProvided(applicationId, answer),
    'Your answer has been sent. We will review your application again.',
  );
}
