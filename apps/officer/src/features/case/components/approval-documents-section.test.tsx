import { ApplicationStatus } from '@fsmis/domain';
import { signedAcceptance } from '@fsmis/ui/workflow/workflow-records.fixture';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CASE_ID } from '../actions/case-fixture';
import { ApprovalDocumentsSection } from './approval-documents-section';

const S = ApplicationStatus;

afterEach(cleanup);

const declaration = () => screen.queryByRole('region', { name: 'Declaration of acceptance' });

function renderSection(status: ApplicationStatus, acceptance: typeof signedAcceptance | null) {
  render(
    <ApprovalDocumentsSection
      applicationId={CASE_ID}
      status={status}
      documents={[]}
      acceptance={acceptance}
    />,
  );
}

// The "Approval stage" of docs/requirements.md §4 at its edges: the last status before and the first in.
describe('the case’s declaration of acceptance', () => {
  it('is not shown at Documentary Review, even with a signature on record', () => {
    renderSection(S.documentaryReview, signedAcceptance);
    expect(screen.getByRole('region', { name: 'Approval and review documents' })).toBeTruthy();
    expect(declaration()).toBeNull();
  });

  it('from Approval Documents Ready, says the company has not signed yet, then who signed', () => {
    renderSection(S.approvalDocumentsReady, null);
    expect(
      within(declaration() as HTMLElement).getByText('The company has not signed the declaration yet.'),
    ).toBeTruthy();
    cleanup();
    renderSection(S.approvalDocumentsReady, signedAcceptance);
    expect(within(declaration() as HTMLElement).getByText(/^Signed by Alice Tan on /)).toBeTruthy();
  });

  it('after the approval stage, stays once signed and is left out when it never was', () => {
    renderSection(S.recognised, signedAcceptance);
    expect(within(declaration() as HTMLElement).getByText(/^Signed by Alice Tan on /)).toBeTruthy();
    cleanup();
    renderSection(S.withdrawn, null);
    expect(declaration()).toBeNull();
  });
});
