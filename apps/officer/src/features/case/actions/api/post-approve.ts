import { postCaseStep, useCaseStep } from './case-step';

/** POST …/approve: Pending Approval / Support -> Approved / Supported. */
export const approveApplication = (applicationId: string) => postCaseStep(applicationId, 'approve');

export const useApproveApplication = (applicationId: string) =>
  useCaseStep(applicationId, () => approveApplication(applicationId), 'The application has been approved.');
