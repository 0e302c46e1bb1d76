import { describe, expect, it } from 'vitest';
import { CORRESPONDENCE_STATUSES, CorrespondenceStatus } from './correspondence.js';
import { isDashboardAllowed, type ProgrammeTermsStanding } from './dashboard-access.js';

const none: ProgrammeTermsStanding = { termsStatus: null, hasOngoingSuspension: false };

describe('isDashboardAllowed', () => {
  it('is refused with no application, terms or suspension', () => {
    expect(isDashboardAllowed({ hasAnyApplications: false, programmes: [none, none, none] })).toBe(false);
    expect(isDashboardAllowed({ hasAnyApplications: false, programmes: [] })).toBe(false);
  });

  it('is allowed with any application', () => {
    expect(isDashboardAllowed({ hasAnyApplications: true, programmes: [none] })).toBe(true);
  });

  it.each(CORRESPONDENCE_STATUSES)(
    'with terms in status %i: only Sent or Acknowledged allow it',
    (termsStatus) => {
      const allowed = isDashboardAllowed({
        hasAnyApplications: false,
        programmes: [none, { ...none, termsStatus }],
      });
      expect(allowed).toBe(
        termsStatus === CorrespondenceStatus.sent || termsStatus === CorrespondenceStatus.acknowledged,
      );
    },
  );

  it('is allowed with an ongoing suspension in any programme', () => {
    const suspended = { termsStatus: CorrespondenceStatus.obsolete, hasOngoingSuspension: true };
    expect(isDashboardAllowed({ hasAnyApplications: false, programmes: [none, none, suspended] })).toBe(true);
  });
});
