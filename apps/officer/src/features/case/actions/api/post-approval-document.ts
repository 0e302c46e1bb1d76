import type { NewApprovalDocument } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/approval-document: a new approval document with its first version. */
export const addApprovalDocument = (applicationId: string, document: NewApprovalDocument) =>
  postCaseStep(applicationId, 'approval-document', document);

export const useAddApprovalDocument = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (document: NewApprovalDocument) => addApprovalDocument(applicationId, document),
    'The approval document has been added.',
  );
