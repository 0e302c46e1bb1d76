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

const OPEN_REQUEST = [
  { name: 'request', open: true, reason: null },
  { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
] as const satisfies ProgrammeTerms['actions'];

/** A programme's terms as the API reads them (GET /api/company-terms-and-conditions/latest, the session). */
const held = (
  programme: Programme,
  status: CorrespondenceStatus | null,
  actions: ProgrammeTerms['actions'] = OPEN_REQUEST,
): ProgrammeTerms => ({
  applicationType: { value: programme, label: 'x' },
  companyTermsAndConditionId: status === null ? null : '00000000-0000-4000-8000-000000000001',
  companyTermsAndConditionsStatus: status === null ? null : { value: status, label: 'x' },
  version: status === null ? null : 1,
  hasOngoingSuspension: false,
  isAbleToRequest: actions.some((action) => action.name === 'request' && action.open),
  actions,
});

describe('programmeTermsOf', () => {
  it('gives LRP, IBR and AOR in that order, each with the actions the API answers for it', () => {
    const terms = programmeTermsOf(
      [],
      [held(Programme.AOR, null), held(Programme.IBR, null), held(Programme.LRP, null)],
    );
    expect(terms.map((entry) => entry.programme)).toEqual([Programme.LRP, Programme.IBR, Programme.AOR]);
    expect(terms.every((entry) => entry.latest === null && entry.actions === OPEN_REQUEST)).toBe(true);
    expect(terms.some((entry) => entry.documentAvailable)).toBe(false);
  });

  it('takes the newest item of a programme as the one in play', () => {
    const sent = item(Programme.IBR, S.sent, { version: 2 });
    const older = item(Programme.IBR, S.obsolete, { version: 1 });
    const ibr = termsOfProgramme([sent, older], [], Programme.IBR);
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
        termsOfProgramme([item(Programme.LRP, status)], [], Programme.LRP).documentAvailable,
        `${status}`,
      ).toBe(available);
    }
  });

  it('offers a programme’s actions as the API answers them, and nothing for a programme it did not answer', () => {
    const requested = [
      {
        name: 'request',
        open: false,
        reason: 'You have already requested the AOR terms and conditions. We will send them to you.',
      },
      {
        name: 'acknowledge',
        open: false,
        reason: 'These terms and conditions have not been sent to you yet.',
      },
    ] as const satisfies ProgrammeTerms['actions'];
    const items = [item(Programme.AOR, S.requested), item(Programme.AOR, S.rejected)];
    expect(
      termsOfProgramme(items, [held(Programme.AOR, S.requested, requested)], Programme.AOR).actions,
    ).toEqual(requested);
    expect(termsOfProgramme(items, [held(Programme.LRP, null)], Programme.AOR).actions).toEqual([]);
  });

  it('lists the earlier versions the company held, not its earlier rejected requests', () => {
    const replaced = item(Programme.LRP, S.obsolete, { version: 1 });
    const rejected = item(Programme.LRP, S.rejected);
    const lrp = termsOfProgramme(
      [item(Programme.LRP, S.sent, { version: 2 }), replaced, rejected],
      [],
      Programme.LRP,
    );
    expect(lrp.earlierVersions).toEqual([replaced]);
  });
});

describe('isSessionBehind', () => {
  it('is behind when a programme’s status differs from what the session holds', () => {
    const terms = programmeTermsOf([item(Programme.LRP, S.sent)], []);
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
    expect(isSessionBehind(programmeTermsOf([], []), undefined)).toBe(false);
  });
});
