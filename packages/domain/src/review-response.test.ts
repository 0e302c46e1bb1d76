import { describe, expect, it } from 'vitest';
import {
  REVIEW_RESPONSE_STATUS_LABELS,
  ReviewResponseStatus,
  reviewResponseStatusSchema,
} from './review-response.js';

describe('review response statuses', () => {
  it('are pending 0, accepted 1, rejected 2, existing 3', () => {
    expect(ReviewResponseStatus).toEqual({ pending: 0, accepted: 1, rejected: 2, existing: 3 });
    expect(REVIEW_RESPONSE_STATUS_LABELS).toEqual({
      0: 'Pending',
      1: 'Accepted',
      2: 'Rejected',
      3: 'Existing',
    });
    expect(reviewResponseStatusSchema.safeParse(0).success).toBe(true);
    expect(reviewResponseStatusSchema.safeParse(4).success).toBe(false);
  });
});
