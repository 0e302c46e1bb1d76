import { ApplicationStatus, Programme } from '@fsmis/domain';

const S = ApplicationStatus;

/** What the regulator is doing now, for each open status in which the next move is the regulator's. */
const REGULATOR_STEPS: Partial<Readonly<Record<ApplicationStatus, string>>> = {
  [S.applicationReview]: 'We are reviewing your application.',
  [S.verificationCheck]: 'We are arranging the site verification of your laboratory.',
  [S.correctiveActionsReview]: 'We are reviewing your corrective actions.',
  [S.preparationOfApprovalDocuments]: 'We are preparing your approval documents.',
  [S.documentaryReview]: 'We are considering your responses to the approval documents.',
  [S.pendingSigning]: 'Your recognition is being signed.',
};

/**
 * The line the details page shows when the company has nothing to do: what the regulator is doing now.
 * The approval step reads as approval for LRP and as support for the other programmes
 * (docs/requirements.md §4).
 */
export function regulatorStep(status: ApplicationStatus, programme: Programme): string {
  const approval = programme === Programme.LRP ? 'approval' : 'support';
  if (status === S.pendingApprovalOrSupport) {
    return `Your application is with us for ${approval}.`;
  }
  if (status === S.approvedOrSupported) {
    return `Your application has been ${approval === 'approval' ? 'approved' : 'supported'}. We are preparing your recognition for signing.`;
  }
  return REGULATOR_STEPS[status] ?? 'We are working on your application.';
}
