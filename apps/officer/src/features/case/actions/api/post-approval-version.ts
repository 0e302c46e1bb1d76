import type { NewApprovalVersion } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import { caseStepOf, useCaseStep } from './case-step';

export type ApprovalVersionRequest = NewApprovalVersion & { readonly documentId: string };

/** POST …/approval-document/{docId}/versions: a new version replaces the document's current one. */
export const addApprovalVersion = (
  applicationId: string,
  { documentId, ...version }: ApprovalVersionRequest,
) => caseStepOf(http.post<unknown>(apiPaths.approvalDocumentVersions(applicationId, documentId), version));

export const useAddApprovalVersion = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (request: ApprovalVersionRequest) => addApprovalVersion(applicationId, request),
    'The new version has been added.',
  );
