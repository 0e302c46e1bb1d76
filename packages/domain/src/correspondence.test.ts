import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_CORRESPONDENCE_STATUSES,
  CORRESPONDENCE_STATUS_LABELS,
  CorrespondenceStatus,
  correspondenceStatusSchema,
  INFORMATION_REQUEST_STATUS_LABELS,
  isCorrespondenceAvailable,
  isCorrespondenceUnavailable,
  isCorrespondenceVisible,
  UNAVAILABLE_CORRESPONDENCE_STATUSES,
  VISIBLE_CORRESPONDENCE_STATUSES,
} from './correspondence.js';

const C = CorrespondenceStatus;

describe('correspondence statuses', () => {
  it('are Requested 1, Rejected 2, Sent 3, Acknowledged 4, Obsolete 5', () => {
    expect(CORRESPONDENCE_STATUS_LABELS).toEqual({
      1: 'Requested',
      2: 'Rejected',
      3: 'Sent',
      4: 'Acknowledged',
      5: 'Obsolete',
    });
    expect(correspondenceStatusSchema.safeParse(5).success).toBe(true);
    expect(correspondenceStatusSchema.safeParse(6).success).toBe(false);
  });

  it('read "Answered" for a request for information the company has answered, not "Acknowledged"', () => {
    expect(INFORMATION_REQUEST_STATUS_LABELS[C.acknowledged]).toBe('Answered');
    expect(INFORMATION_REQUEST_STATUS_LABELS[C.sent]).toBe('Sent');
    expect(Object.values(INFORMATION_REQUEST_STATUS_LABELS)).not.toContain('Acknowledged');
  });

  it('group as docs/requirements.md §4 says', () => {
    expect(AVAILABLE_CORRESPONDENCE_STATUSES).toEqual([C.sent, C.acknowledged]);
    expect(VISIBLE_CORRESPONDENCE_STATUSES).toEqual([C.sent, C.acknowledged, C.obsolete]);
    expect(UNAVAILABLE_CORRESPONDENCE_STATUSES).toEqual([C.rejected, C.obsolete]);
    expect(isCorrespondenceAvailable(C.acknowledged)).toBe(true);
    expect(isCorrespondenceAvailable(C.obsolete)).toBe(false);
    expect(isCorrespondenceVisible(C.obsolete)).toBe(true);
    expect(isCorrespondenceVisible(C.requested)).toBe(false);
    expect(isCorrespondenceUnavailable(C.rejected)).toBe(true);
    expect(isCorrespondenceUnavailable(C.sent)).toBe(false);
  });
});
