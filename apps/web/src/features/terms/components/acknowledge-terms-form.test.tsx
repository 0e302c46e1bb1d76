import { CorrespondenceStatus } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMS_ITEM_ID, termsItem } from '../terms-fixtures';
import { AcknowledgeTermsForm } from './acknowledge-terms-form';

/** The Acknowledged item, as the API answers the acknowledgement. */
const acknowledged = termsItem({
  companyTermsAndConditionsStatus: { value: CorrespondenceStatus.acknowledged, label: 'Acknowledged' },
  acknowledgedAt: '2026-03-03T01:00:00.000Z',
});

/** The session read again after the acknowledgement: the IBR terms no longer wait for it. */
const user = {
  userId: '5798901a-a477-43d2-a536-f7848aa9fc99',
  role: 'company',
  name: 'Alice Tan',
  email: 'alice@alpha-labs.example',
  contactNumber: '+65 6123 4567',
  signatureId: '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8',
  companyName: 'Alpha Laboratories Pte. Ltd.',
  companyUen: '201912345A',
  companyAddress: null,
  companyTermsAndConditionsPendingAcknowledgement: [],
  hasAnyApplications: false,
  hasAnyProficiencyTests: false,
  hasAccessToProficiencyTesting: false,
  proficiencyTestingRegionType: 1,
  profileComplete: true,
  dashboardAllowed: true,
  termsAndConditions: [],
  ptMode: false,
  moduleSelected: true,
  autoLogoutOnInactivityAt: '2026-03-03T01:15:00.000Z',
};

function renderForm() {
  const onProblems = vi.fn<(items: readonly ErrorSummaryItem[]) => void>();
  const onAcknowledged = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AcknowledgeTermsForm
        itemId={TERMS_ITEM_ID}
        label="IBR"
        onProblems={onProblems}
        onAcknowledged={onAcknowledged}
      />
    </QueryClientProvider>,
  );
  return { onProblems, onAcknowledged };
}

afterEach(cleanup);

describe('AcknowledgeTermsForm', () => {
  it('asks the company to confirm before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { onProblems } = renderForm();
    const button = screen.getByRole('button', { name: 'Acknowledge the IBR terms and conditions' });
    await act(async () => fireEvent.click(button));
    const message = 'Confirm that you have read and accept the IBR terms and conditions';
    expect(onProblems).toHaveBeenLastCalledWith([{ fieldId: 'acknowledge-ibr', text: message }]);
    const box = screen.getByLabelText('I have read and accept the IBR terms and conditions');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('acknowledges the item named once the box is ticked', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
      const body = String(url).includes(TERMS_ITEM_ID)
        ? { data: acknowledged, message: 'You have acknowledged the IBR terms and conditions.' }
        : { data: user, message: null };
      return new Response(JSON.stringify({ success: true, ...body, code: 200 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { onAcknowledged } = renderForm();
    fireEvent.click(screen.getByLabelText('I have read and accept the IBR terms and conditions'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Acknowledge the IBR terms and conditions' })),
    );
    await vi.waitFor(() => expect(onAcknowledged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes(TERMS_ITEM_ID)) ?? [];
    expect(url).toBe(`/api/company-terms-and-conditions/${TERMS_ITEM_ID}`);
    expect(JSON.parse(String(init?.body))).toEqual({ companyTermsAndConditionId: TERMS_ITEM_ID });
    expect(onAcknowledged.mock.calls[0]?.[0]).toEqual({
      item: acknowledged,
      message: 'You have acknowledged the IBR terms and conditions.',
    });
  });
});
