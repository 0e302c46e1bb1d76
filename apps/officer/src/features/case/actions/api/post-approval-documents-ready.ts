import { postCaseStep, useCaseStep } from './case-step';

/** POST …/approval-documents-ready: every document agreed; the company signs the declaration next. */
export const markApprovalDocumentsReady = (applicationId: string) =>
  postCaseStep(applicationId, 'approval-documents-ready');

export const useMarkApprovalDocumentsReady = (applicationId: string) =>
  useCaseStep(
    applicationId,
    () => markApprovalDocumentsReady(applicationId),
    'The approval documents are marked ready.',
  );
