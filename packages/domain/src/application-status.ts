import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/** Application statuses (docs/requirements.md §4). 1101 and 1102 sit between 11 and 12 in the workflow. */
export const ApplicationStatus = {
  draft: 1,
  applicationReview: 2,
  requestForInformation: 3,
  verificationCheck: 4,
  pendingFindingsAcknowledgement: 5,
  pendingCorrectiveAction: 6,
  correctiveActionsReview: 7,
  preparationOfApprovalDocuments: 8,
  documentaryReview: 9,
  approvalDocumentsReady: 10,
  pendingApprovalOrSupport: 11,
  recognised: 12,
  closed: 13,
  voided: 14,
  withdrawn: 15,
  cancelled: 16,
  approvedOrSupported: 1101,
  pendingSigning: 1102,
} as const;
export type ApplicationStatus = CodeOf<typeof ApplicationStatus>;

const S = ApplicationStatus;

/** Every status in workflow order (docs/domain.md). Statuses are compared by this order, never by code. */
export const APPLICATION_STATUS_WORKFLOW_ORDER: readonly ApplicationStatus[] = [
  S.draft,
  S.applicationReview,
  S.requestForInformation,
  S.verificationCheck,
  S.pendingFindingsAcknowledgement,
  S.pendingCorrectiveAction,
  S.correctiveActionsReview,
  S.preparationOfApprovalDocuments,
  S.documentaryReview,
  S.approvalDocumentsReady,
  S.pendingApprovalOrSupport,
  S.approvedOrSupported,
  S.pendingSigning,
  S.recognised,
  S.closed,
  S.voided,
  S.withdrawn,
  S.cancelled,
];

export const APPLICATION_STATUSES = codesOf(ApplicationStatus);
export const applicationStatusSchema = codeSchema(APPLICATION_STATUSES);
export const isApplicationStatus = memberOf(APPLICATION_STATUSES);

/**
 * The labels of the status table (docs/requirements.md §4); `applicationStatusLabel` gives the wording shown.
 */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  [S.draft]: 'Draft',
  [S.applicationReview]: 'Application Review',
  [S.requestForInformation]: 'Request For Information',
  [S.verificationCheck]: 'Verification Check',
  [S.pendingFindingsAcknowledgement]: 'Pending Findings Acknowledgement',
  [S.pendingCorrectiveAction]: 'Pending Corrective Action',
  [S.correctiveActionsReview]: 'Corrective Actions Review',
  [S.preparationOfApprovalDocuments]: 'Preparation Of Approval Documents',
  [S.documentaryReview]: 'Documentary Review',
  [S.approvalDocumentsReady]: 'Approval Documents Ready',
  [S.pendingApprovalOrSupport]: 'Pending Approval / Pending Support',
  [S.recognised]: 'Recognised',
  [S.closed]: 'Closed',
  [S.voided]: 'Voided',
  [S.withdrawn]: 'Withdrawn',
  [S.cancelled]: 'Cancelled',
  [S.approvedOrSupported]: 'Approved or Supported',
  [S.pendingSigning]: 'Pending Signing',
};

const WORKFLOW_POSITION: ReadonlyMap<ApplicationStatus, number> = new Map(
  APPLICATION_STATUS_WORKFLOW_ORDER.map((status, position) => [status, position]),
);

/** The status's place in the workflow, from 0 for Draft. */
export function workflowPosition(status: ApplicationStatus): number {
  return WORKFLOW_POSITION.get(status) as number;
}

/** Negative when `a` comes before `b` in the workflow, 0 when equal, positive after: a sort comparator. */
export function compareStatus(a: ApplicationStatus, b: ApplicationStatus): number {
  return workflowPosition(a) - workflowPosition(b);
}

/** "From `threshold` onward" (docs/domain.md): at or after it in the workflow. */
export function isAtOrAfter(status: ApplicationStatus, threshold: ApplicationStatus): boolean {
  return compareStatus(status, threshold) >= 0;
}

/** The statuses from `first` to `last` in workflow order, both included. */
export function statusesFrom(
  first: ApplicationStatus,
  last: ApplicationStatus = S.cancelled,
): readonly ApplicationStatus[] {
  return APPLICATION_STATUS_WORKFLOW_ORDER.slice(workflowPosition(first), workflowPosition(last) + 1);
}

const allBut = (...excluded: readonly ApplicationStatus[]): readonly ApplicationStatus[] =>
  APPLICATION_STATUS_WORKFLOW_ORDER.filter((status) => !excluded.includes(status));

// The groups of docs/requirements.md §4 that show or hide sections, each in workflow order.
export const SUBMITTED_STATUSES = allBut(S.draft);
export const BEYOND_REVIEW_STATUSES = allBut(S.draft, S.applicationReview, S.requestForInformation);
export const FINDINGS_VISIBLE_STATUSES = statusesFrom(S.pendingFindingsAcknowledgement, S.voided);
export const CORRECTIVE_ACTIONS_VISIBLE_STATUSES = statusesFrom(S.pendingCorrectiveAction);
export const APPROVAL_DOCUMENTS_VISIBLE_STATUSES = statusesFrom(S.preparationOfApprovalDocuments);
export const FINAL_OUTCOME_STATUSES: readonly ApplicationStatus[] = [S.recognised, S.closed];
export const APPROVAL_STAGE_STATUSES: readonly ApplicationStatus[] = [
  S.approvalDocumentsReady,
  S.pendingApprovalOrSupport,
  S.approvedOrSupported,
  S.pendingSigning,
];
/** Statuses in which an application is over: its final outcome, or stopped. Any other is open. */
export const ENDED_STATUSES: readonly ApplicationStatus[] = [
  ...FINAL_OUTCOME_STATUSES,
  S.voided,
  S.withdrawn,
  S.cancelled,
];

export const isSubmitted = memberOf(SUBMITTED_STATUSES);
export const isBeyondReview = memberOf(BEYOND_REVIEW_STATUSES);
export const areFindingsVisible = memberOf(FINDINGS_VISIBLE_STATUSES);
export const areCorrectiveActionsVisible = memberOf(CORRECTIVE_ACTIONS_VISIBLE_STATUSES);
export const areApprovalDocumentsVisible = memberOf(APPROVAL_DOCUMENTS_VISIBLE_STATUSES);
export const isFinalOutcome = memberOf(FINAL_OUTCOME_STATUSES);
export const isApprovalStage = memberOf(APPROVAL_STAGE_STATUSES);
export const isEnded = memberOf(ENDED_STATUSES);

/**
 * Whether an application's details show its declaration of acceptance: throughout the approval stage
 * (the form to sign it, or who signed it), and after that stage only once signed.
 */
export function isDeclarationOfAcceptanceVisible(status: ApplicationStatus, signed: boolean): boolean {
  return isApprovalStage(status) || (signed && isAtOrAfter(status, S.approvalDocumentsReady));
}

export function isOpenApplication(status: ApplicationStatus): boolean {
  return !isEnded(status);
}
