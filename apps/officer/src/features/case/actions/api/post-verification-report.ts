import type { OfficerFile } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/verification/report: the site verification's report (a step of Verification Check). */
export const uploadVerificationReport = (applicationId: string, file: OfficerFile) =>
  postCaseStep(applicationId, 'verification/report', { file });

export const useUploadVerificationReport = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (file: OfficerFile) => uploadVerificationReport(applicationId, file),
    'The verification report has been uploaded.',
  );
