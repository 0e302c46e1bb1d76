import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/** A suspension of a company's recognition and its appeal (docs/requirements.md §4). */
export const SuspensionStatus = {
  suspensionRequested: 1,
  suspensionDetailsRequired: 2,
  suspensionRejected: 3,
  suspended: 4,
  suspensionAcknowledged: 5,
  appealSubmitted: 6,
  pendingReinstatementApproval: 7,
  reinstated: 8,
  revoked: 9,
} as const;
export type SuspensionStatus = CodeOf<typeof SuspensionStatus>;

export const SUSPENSION_STATUSES = codesOf(SuspensionStatus);
export const suspensionStatusSchema = codeSchema(SUSPENSION_STATUSES);

const U = SuspensionStatus;

export const SUSPENSION_STATUS_LABELS: Readonly<Record<SuspensionStatus, string>> = {
  [U.suspensionRequested]: 'Suspension Requested',
  [U.suspensionDetailsRequired]: 'Suspension Details Required',
  [U.suspensionRejected]: 'Suspension Withdrawn',
  [U.suspended]: 'Suspended',
  [U.suspensionAcknowledged]: 'Suspension Acknowledged',
  [U.appealSubmitted]: 'Appeal Submitted',
  [U.pendingReinstatementApproval]: 'Pending Reinstatement Approval',
  [U.reinstated]: 'Reinstated',
  [U.revoked]: 'Revoked',
};

export const APPEAL_MADE_STATUSES: readonly SuspensionStatus[] = [
  U.appealSubmitted,
  U.pendingReinstatementApproval,
  U.reinstated,
  U.revoked,
];

export const isAppealMade = memberOf(APPEAL_MADE_STATUSES);
