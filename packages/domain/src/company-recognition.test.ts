import { describe, expect, it } from 'vitest';
import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  COMPANY_RECOGNITION_STATUSES,
  CompanyRecognitionStatus,
  companyRecognitionStatusSchema,
  hasOngoingSuspension,
  isCurrentRecognition,
  isRestricted,
} from './company-recognition.js';

const R = CompanyRecognitionStatus;

describe('company recognition statuses', () => {
  it('are the six of docs/requirements.md §4', () => {
    expect(COMPANY_RECOGNITION_STATUS_LABELS).toEqual({
      1: 'Recognised',
      2: 'Expired',
      3: 'Suspended',
      4: 'Appeal in progress',
      5: 'Revoked',
      6: 'Withdrawn',
    });
    expect(companyRecognitionStatusSchema.safeParse(6).success).toBe(true);
    expect(companyRecognitionStatusSchema.safeParse(7).success).toBe(false);
  });

  it('count Suspended and Appeal in progress as ongoing suspension', () => {
    expect(COMPANY_RECOGNITION_STATUSES.filter(hasOngoingSuspension)).toEqual([
      R.suspended,
      R.appealInProgress,
    ]);
  });

  it('treat Revoked as restricted', () => {
    expect(COMPANY_RECOGNITION_STATUSES.filter(isRestricted)).toEqual([R.revoked]);
  });

  it('hold a recognition as current while recognised or suspended', () => {
    expect(COMPANY_RECOGNITION_STATUSES.filter(isCurrentRecognition)).toEqual([
      R.recognised,
      R.suspended,
      R.appealInProgress,
    ]);
  });
});
