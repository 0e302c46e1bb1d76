import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import { caseOf, useWorkflowMutation, type WorkflowResult } from './workflow-mutation';

/** POST /api/applications/{id}/acknowledge: the company has read every finding; corrective actions are due next. */
export function postAcknowledgeFindings(applicationId: string): Promise<WorkflowResult> {
  return caseOf(http.post<unknown>(apiPaths.applicationAcknowledgeFindings(applicationId), {}));
}

export function useAcknowledgeFindings(applicationId: string) {
  return useWorkflowMutation(
    () => postAcknowledgeFindings(applicationId),
    'You have acknowledged the findings. Answer each with a corrective action by its due date.',
  );
}
