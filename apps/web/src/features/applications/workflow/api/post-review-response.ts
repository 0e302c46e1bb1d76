import type { ReviewResponse } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import { caseOf, useWorkflowMutation, type WorkflowResult } from './workflow-mutation';

/** POST /api/applications/{id}/review-response-document/{docId}: the answer to an approval document's current version. */
export function postReviewResponse(
  applicationId: string,
  documentId: string,
  response: ReviewResponse,
): Promise<WorkflowResult> {
  return caseOf(http.post<unknown>(apiPaths.applicationReviewResponse(applicationId, documentId), response));
}

export function useAnswerReviewDocument(applicationId: string, documentId: string) {
  return useWorkflowMutation(
    (response: ReviewResponse) => postReviewResponse(applicationId, documentId, response),
    'Your response to the document has been sent.',
  );
}
