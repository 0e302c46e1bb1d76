import { describe, expect, it } from 'vitest';
import { CorrespondenceStatus } from './correspondence.js';
import { Programme } from './programme.js';
import { acknowledgeTermsSchema, companyTermsItemSchema, programmeTermsSchema } from './terms-contracts.js';
import {
  officerTermsItemSchema,
  REJECTION_REASON_MAX,
  rejectTermsSchema,
} from './terms-officer-contracts.js';
import { TERMS_COMPANY_ACTIONS } from './terms-transitions.js';

const id = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

/** An item as GET /api/company-terms-and-conditions sends it: a request the officer answered. */
const sentItem = {
  id,
  applicationType: { value: Programme.IBR, label: 'IBR' },
  companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent, label: 'Sent' },
  version: 2,
  documentTitle: 'IBR Terms and Conditions',
  requestedAt: '2026-03-01T01:00:00.000Z',
  sentAt: '2026-03-02T01:00:00.000Z',
  acknowledgedAt: null,
  rejectedAt: null,
  obsoletedAt: null,
  rejectionReason: null,
  contactName: 'Alice Tan',
  contactEmail: 'alice@alpha-labs.example',
  purpose: 'New recognition',
};

describe('companyTermsItemSchema', () => {
  it('reads an item as the API sends it', () => {
    expect(companyTermsItemSchema.parse(sentItem)).toEqual(sentItem);
  });

  it('refuses a status that is no correspondence status, and an item without its status', () => {
    const unknown = { ...sentItem, companyTermsAndConditionsStatus: { value: 9, label: '?' } };
    expect(companyTermsItemSchema.safeParse(unknown).success).toBe(false);
    const { companyTermsAndConditionsStatus: _, ...withoutStatus } = sentItem;
    expect(companyTermsItemSchema.safeParse(withoutStatus).success).toBe(false);
  });
});

describe('programmeTermsSchema', () => {
  it('reads a programme whose terms were never asked for', () => {
    const none = {
      applicationType: { value: Programme.AOR, label: 'AOR' },
      companyTermsAndConditionId: null,
      companyTermsAndConditionsStatus: null,
      version: null,
      hasOngoingSuspension: false,
      isAbleToRequest: true,
      actions: [
        { name: 'request', open: true, reason: null },
        { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
      ],
    };
    expect(programmeTermsSchema.parse(none)).toEqual(none);
    const { companyTermsAndConditionId: _, ...older } = none;
    expect(programmeTermsSchema.safeParse(older).success).toBe(false);
  });
});

describe('the requests', () => {
  it('acknowledge an item named by its identifier', () => {
    expect(acknowledgeTermsSchema.safeParse({ companyTermsAndConditionId: id }).success).toBe(true);
    expect(acknowledgeTermsSchema.safeParse({ companyTermsAndConditionId: 'latest' }).success).toBe(false);
  });
});

describe("the officers' side", () => {
  it('reads an open request with the company that made it', () => {
    const company = { id, uen: '201912345A', name: 'Alpha Labs Pte. Ltd.' };
    const requested = { ...sentItem, version: null, sentAt: null, company };
    expect(officerTermsItemSchema.parse(requested).company).toEqual(company);
    expect(officerTermsItemSchema.safeParse(sentItem).success).toBe(false);
  });

  it('rejects a request only with a reason the company can read, trimmed and within its limit', () => {
    const request = { companyUen: ' 201912345A ', applicationType: Programme.IBR };
    expect(rejectTermsSchema.parse({ ...request, reason: '  Request the LRP terms.  ' })).toEqual({
      companyUen: '201912345A',
      applicationType: Programme.IBR,
      reason: 'Request the LRP terms.',
    });
    const blank = rejectTermsSchema.safeParse({ ...request, reason: '   ' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the reason for rejecting the request; the company will see it',
    ]);
    const long = rejectTermsSchema.safeParse({ ...request, reason: 'x'.repeat(REJECTION_REASON_MAX + 1) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      'The reason must be 1,000 characters or fewer',
    ]);
  });
});

describe('the actions of a programme’s terms', () => {
  it('name every action of the company on its terms, as the terms’ case holds them', () => {
    expect(programmeTermsSchema.shape.actions.element.shape.name.options).toEqual(TERMS_COMPANY_ACTIONS);
  });
});
