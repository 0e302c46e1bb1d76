import { ApplicationStatus } from '@fsmis/domain';
import { siteVerification } from '@fsmis/ui/workflow/workflow-records.fixture';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CASE_ID } from '../actions/case-fixture';
import { VerificationSection } from './verification-section';

const S = ApplicationStatus;

afterEach(cleanup);

const section = () => screen.getByRole('region', { name: 'Site verification' });

// The "Beyond review" of docs/requirements.md §4 at its edges: the same record, the last status before and
// the first in.
describe('the case’s site verification', () => {
  it('at Request For Information, says it comes after the review', () => {
    render(
      <VerificationSection
        applicationId={CASE_ID}
        status={S.requestForInformation}
        verification={siteVerification()}
      />,
    );
    expect(
      within(section()).getByText('The site verification comes after the review of the application.'),
    ).toBeTruthy();
    expect(within(section()).queryByRole('link')).toBeNull();
  });

  it('from Verification Check, shows the verification with its report, or that none is scheduled', () => {
    const verification = siteVerification();
    render(
      <VerificationSection
        applicationId={CASE_ID}
        status={S.verificationCheck}
        verification={verification}
      />,
    );
    expect(within(section()).getByText('Biopolis')).toBeTruthy();
    expect(
      within(section())
        .getByRole('link', { name: /verification-report\.pdf/ })
        .getAttribute('href'),
    ).toBe(`/api/officer/applications/${CASE_ID}/document/${verification.report?.attachmentId}`);
    cleanup();
    render(<VerificationSection applicationId={CASE_ID} status={S.verificationCheck} verification={null} />);
    expect(within(section()).getByText('No site verification has been scheduled.')).toBeTruthy();
  });
});
