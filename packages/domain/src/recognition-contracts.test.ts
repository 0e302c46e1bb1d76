import { describe, expect, it } from 'vitest';
import { CompanyRecognitionStatus } from './company-recognition.js';
import { Programme } from './programme.js';
import { companyRecognitionSchema } from './recognition-contracts.js';

const suspended = {
  id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  programme: Programme.LRP,
  programmeLabel: 'LRP',
  status: CompanyRecognitionStatus.suspended,
  statusLabel: 'Suspended',
  recognitionNumber: 'LRP-0001',
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: '2028-01-01T00:00:00.000Z',
  scopeSummary: 'Microbiology',
  hasOngoingSuspension: true,
  isRestricted: false,
};

describe('companyRecognitionSchema', () => {
  it('reads a recognition as the API sends it', () => {
    expect(companyRecognitionSchema.parse(suspended)).toEqual(suspended);
  });

  it('refuses one without its restriction, or in a status that does not exist', () => {
    const { isRestricted: _, ...without } = suspended;
    expect(companyRecognitionSchema.safeParse(without).success).toBe(false);
    expect(companyRecognitionSchema.safeParse({ ...suspended, status: 0 }).success).toBe(false);
  });
});
