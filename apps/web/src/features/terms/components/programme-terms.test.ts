import { CorrespondenceStatus, Programme, type ProgrammeTerms } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import type { CompanyTermsItem } from '../api/get-company-terms';
import { isSessionBehind, programmeTermsOf, termsOfProgramme } from './programme-terms';

let next = 0;
const item = (
  programme: Programme,
  status: CorrespondenceStatus,
  changes: Partial<CompanyTermsItem> = {},
): CompanyTermsItem => {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    applicationType: { value: programme, label: 'x' },
    companyTermsAndConditionsStatus: { value: status, label: 'x' },
    version: null,
    documentTitle: null,
    requestedAt: null,
    sentAt: null,
    acknowledgedAt: null,
    rejectedAt: null,
    obsoletedAt: null,
    rejectionReason: null,
    contactName: null,
    contactEmail: null,
    purpose: null,
    ...changes,
  };
};

const S = CorrespondenceStatus;

describe('programmeTermsOf', () => {
  it('gives LRP, IBR and AOR in that order, each able to be requested when it has no terms', () => {
    const terms = programmeTermsOf([]);
    expect(terms.map((entry) => entry.programme)).toEqual([Programme.LRP, Programme.IBR, Programme.AOR]);
    expect(terms.every((entry) => entry.latest === null && entry.isAbleToRequest)).toBe(true);
    expect(terms.some((entry) => entry.documentAvailable)).toBe(false);
  });

  it('takes the newest item of a programme as the one in play', () => {
    const sent = item(Programme.IBR, S.sent, { version: 2 });
    const older = item(Programme.IBR, S.obsolete, { version: 1 });
    const ibr = termsOfProgramme([sent, older], Programme.IBR);
    expect(ibr.latest).toBe(sent);
    expect(ibr.status).toBe(S.sent);
  });

  it('offers the document only while the terms are Sent or Acknowledged', () => {
    for (const [status, available] of [
      [S.requested, false],
      [S.rejected, false],
      [S.sent, true],
      [S.acknowledged, true],
      [S.obsolete, false],
    ] as const) {
      expect(
        termsOfProgramme([item(Programme.LRP, status)], Programme.LRP).documentAvailable,
        `${status}`,
      ).toBe(available);
    }
  });

  it('lets a programme be requested again only when all its terms were rejected or replaced', () => {
    expect(termsOfProgramme([item(Programme.AOR, S.rejected)], Programme.AOR).isAbleToRequest).toBe(true);
    expect(
      termsOfProgramme([item(Programme.AOR, S.requested), item(Programme.AOR, S.rejected)], Programme.AOR)
        .isAbleToRequest,
    ).toBe(false);
    expect(termsOfProgramme([item(Programme.AOR, S.sent)], Programme.AOR).isAbleToRequest).toBe(false);
  });

  it('lists the earlier versions the company held, not its earlier rejected requests', () => {
    const replaced = item(Programme.LRP, S.obsolete, { version: 1 });
    const rejected = item(Programme.LRP, S.rejected);
    const lrp = termsOfProgramme(
      [item(Programme.LRP, S.sent, { version: 2 }), replaced, rejected],
      Programme.LRP,
    );
    expect(lrp.earlierVersions).toEqual([replaced]);
  });
});

describe('isSessionBehind', () => {
  const held = (programme: Programme, status: CorrespondenceStatus | null): ProgrammeTerms => ({
    applicationType: { value: programme, label: 'x' },
    companyTermsAndConditionId: status === null ? null : '00000000-0000-4000-8000-000000000001',
    companyTermsAndConditionsStatus: status === null ? null : { value: status, label: 'x' },
    version: status === null ? null : 1,
    hasOngoingSuspension: false,
    isAbleToRequest: status === null,
  });

  it('is behind when a programme’s status differs from what the session holds', () => {
    const terms = programmeTermsOf([item(Programme.LRP, S.sent)]);
    expect(
      isSessionBehind(terms, [
        held(Programme.LRP, S.requested),
        held(Programme.IBR, null),
        held(Programme.AOR, null),
      ]),
    ).toBe(true);
    expect(
      isSessionBehind(terms, [
        held(Programme.LRP, S.sent),
        held(Programme.IBR, null),
        held(Programme.AOR, null),
      ]),
    ).toBe(false);
  });

  it('cannot tell without the session’s terms', () => {
    expect(isSessionBehind(programmeTermsOf([]), undefined)).toBe(false);
  });
});
