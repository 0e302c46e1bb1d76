import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/**
 * Statuses of correspondence and documents, company terms and conditions among them
 * (docs/requirements.md §4).
 */
export const CorrespondenceStatus = {
  requested: 1,
  rejected: 2,
  sent: 3,
  acknowledged: 4,
  obsolete: 5,
} as const;
export type CorrespondenceStatus = CodeOf<typeof CorrespondenceStatus>;

export const CORRESPONDENCE_STATUSES = codesOf(CorrespondenceStatus);
export const correspondenceStatusSchema = codeSchema(CORRESPONDENCE_STATUSES);

export const CORRESPONDENCE_STATUS_LABELS: Readonly<Record<CorrespondenceStatus, string>> = {
  [CorrespondenceStatus.requested]: 'Requested',
  [CorrespondenceStatus.rejected]: 'Rejected',
  [CorrespondenceStatus.sent]: 'Sent',
  [CorrespondenceStatus.acknowledged]: 'Acknowledged',
  [CorrespondenceStatus.obsolete]: 'Obsolete',
};

/**
 * A request for information's statuses as the company and the officer read them: the company's
 * answer ends the round with the regulator to read it, which "Acknowledged" (the regulator's word for
 * documents the company accepted) would misstate.
 */
export const INFORMATION_REQUEST_STATUS_LABELS: Readonly<Record<CorrespondenceStatus, string>> = {
  ...CORRESPONDENCE_STATUS_LABELS,
  [CorrespondenceStatus.acknowledged]: 'Answered',
};

const C = CorrespondenceStatus;
export const AVAILABLE_CORRESPONDENCE_STATUSES: readonly CorrespondenceStatus[] = [C.sent, C.acknowledged];
export const VISIBLE_CORRESPONDENCE_STATUSES: readonly CorrespondenceStatus[] = [
  C.sent,
  C.acknowledged,
  C.obsolete,
];
export const UNAVAILABLE_CORRESPONDENCE_STATUSES: readonly CorrespondenceStatus[] = [C.rejected, C.obsolete];

export const isCorrespondenceAvailable = memberOf(AVAILABLE_CORRESPONDENCE_STATUSES);
export const isCorrespondenceVisible = memberOf(VISIBLE_CORRESPONDENCE_STATUSES);
export const isCorrespondenceUnavailable = memberOf(UNAVAILABLE_CORRESPONDENCE_STATUSES);
