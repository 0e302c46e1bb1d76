import { describe, expect, it } from 'vitest';
import {
  PENDING_DETAILS_STATUS_LABELS,
  PENDING_DETAILS_STATUSES,
  pendingDetailsStatusSchema,
} from './pending-details.js';

describe('pending-details statuses', () => {
  it('are Pending Details 1 and Waived 4', () => {
    expect(PENDING_DETAILS_STATUSES).toEqual([1, 4]);
    expect(PENDING_DETAILS_STATUS_LABELS).toEqual({ 1: 'Pending Details', 4: 'Waived' });
    expect(pendingDetailsStatusSchema.safeParse(4).success).toBe(true);
    expect(pendingDetailsStatusSchema.safeParse(2).success).toBe(false);
  });
});
