import { describe, expect, it } from 'vitest';
import {
  APPEAL_MADE_STATUSES,
  isAppealMade,
  SUSPENSION_STATUS_LABELS,
  SUSPENSION_STATUSES,
  suspensionStatusSchema,
} from './suspension.js';

describe('suspension statuses', () => {
  it('are the nine of docs/requirements.md §4', () => {
    expect(SUSPENSION_STATUS_LABELS).toEqual({
      1: 'Suspension Requested',
      2: 'Suspension Details Required',
      3: 'Suspension Withdrawn',
      4: 'Suspended',
      5: 'Suspension Acknowledged',
      6: 'Appeal Submitted',
      7: 'Pending Reinstatement Approval',
      8: 'Reinstated',
      9: 'Revoked',
    });
    expect(suspensionStatusSchema.safeParse(9).success).toBe(true);
    expect(suspensionStatusSchema.safeParse(0).success).toBe(false);
  });

  it('count an appeal as made from Appeal Submitted on', () => {
    expect(APPEAL_MADE_STATUSES).toEqual([6, 7, 8, 9]);
    expect(SUSPENSION_STATUSES.filter(isAppealMade)).toEqual([6, 7, 8, 9]);
  });
});
