import { CorrespondenceStatus, Programme } from '@fsmis/domain';
import type { CompanyTermsItem } from './api/get-company-terms';

/** Test data for the terms pages, shaped as GET /api/company-terms-and-conditions sends it. */

export const TERMS_ITEM_ID = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

/** The IBR terms the regulator sent in answer to the company's request; `changes` make it another. */
export const termsItem = (changes: Partial<CompanyTermsItem> = {}): CompanyTermsItem => ({
  id: TERMS_ITEM_ID,
  applicationType: { value: Programme.IBR, label: 'IBR' },
  companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent, label: 'Sent' },
  version: 1,
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
  ...changes,
});
