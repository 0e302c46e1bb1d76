import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import { caseOf, useWorkflowMutation, type WorkflowResult } from './workflow-mutation';

/**
 * POST /api/applications/{id}/findings-corrected: submits the saved drafts of every finding awaiting an
 * action; 409 says which finding still lacks one.
 */
export function postFindingsCorrected(applicationId: string): Promise<WorkflowResult> {
  return caseOf(http.post<unknown>(apiPaths.applicationFindingsCorrected(applicationId), {}));
}

export function useSubmitCorrectiveActions(applicationId: string) {
  return useWorkflowMutation(
    () => postFindingsCorrected(applicationId),
    'Your corrective actions have been sent. We will review them and tell you the outcome.',
  );
}
