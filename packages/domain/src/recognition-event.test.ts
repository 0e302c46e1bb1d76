import { describe, expect, it } from 'vitest';
import { COMPANY_RECOGNITION_STATUSES } from './company-recognition.js';
import { PENDING_DETAILS_STATUSES } from './pending-details.js';
import { recognitionEventSchema } from './recognition-contracts.js';
import { RECOGNITION_EVENT_STATUSES, RECOGNITION_EVENT_SUBJECTS } from './recognition-event.js';
import { SUSPENSION_STATUSES } from './suspension.js';

describe('recognition events', () => {
  it('are about the recognition, a suspension of it or details it owes', () => {
    expect(RECOGNITION_EVENT_SUBJECTS).toEqual(['recognition', 'suspension', 'pending-details']);
    expect(recognitionEventSchema.shape.subject.options).toEqual([...RECOGNITION_EVENT_SUBJECTS]);
  });

  it('move their subject between its own statuses', () => {
    expect(RECOGNITION_EVENT_STATUSES).toEqual({
      recognition: COMPANY_RECOGNITION_STATUSES,
      suspension: SUSPENSION_STATUSES,
      'pending-details': PENDING_DETAILS_STATUSES,
    });
    expect(Object.keys(RECOGNITION_EVENT_STATUSES)).toEqual([...RECOGNITION_EVENT_SUBJECTS]);
  });
});
