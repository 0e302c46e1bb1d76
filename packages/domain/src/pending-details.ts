import { type CodeOf, codeSchema, codesOf } from './codes.js';

/** Pending-details statuses (spec 4). */
export const PendingDetailsStatus = { pendingDetails: 1, waived: 4 } as const;
export type PendingDetailsStatus = CodeOf<typeof PendingDetailsStatus>;

export const PENDING_DETAILS_STATUSES = codesOf(PendingDetailsStatus);
export const pendingDetailsStatusSchema = codeSchema(PENDING_DETAILS_STATUSES);

export const PENDING_DETAILS_STATUS_LABELS: Readonly<Record<PendingDetailsStatus, string>> = {
  [PendingDetailsStatus.pendingDetails]: 'Pending Details',
  [PendingDetailsStatus.waived]: 'Waived',
};
