import { type CodeOf, codeSchema, codesOf } from './codes.js';

/** An officer's response to a reviewed item (docs/requirements.md §3). */
export const ReviewResponseStatus = { pending: 0, accepted: 1, rejected: 2, existing: 3 } as const;
export type ReviewResponseStatus = CodeOf<typeof ReviewResponseStatus>;

export const REVIEW_RESPONSE_STATUSES = codesOf(ReviewResponseStatus);
export const reviewResponseStatusSchema = codeSchema(REVIEW_RESPONSE_STATUSES);

export const REVIEW_RESPONSE_STATUS_LABELS: Readonly<Record<ReviewResponseStatus, string>> = {
  [ReviewResponseStatus.pending]: 'Pending',
  [ReviewResponseStatus.accepted]: 'Accepted',
  [ReviewResponseStatus.rejected]: 'Rejected',
  [ReviewResponseStatus.existing]: 'Existing',
};
