import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorSummaryItem } from '../../../components/ui/error-summary';
import { AcknowledgeTermsForm } from './acknowledge-terms-form';

const ITEM_ID = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

function renderForm() {
  const onProblems = vi.fn<(items: readonly ErrorSummaryItem[]) => void>();
  const onAcknowledged = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AcknowledgeTermsForm
        itemId={ITEM_ID}
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
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            success: true,
            data: { id: ITEM_ID },
            message: 'You have acknowledged the IBR terms and conditions.',
            code: 200,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { onAcknowledged } = renderForm();
    fireEvent.click(screen.getByLabelText('I have read and accept the IBR terms and conditions'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Acknowledge the IBR terms and conditions' })),
    );
    await vi.waitFor(() => expect(onAcknowledged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes(ITEM_ID)) ?? [];
    expect(url).toBe(`/api/company-terms-and-conditions/${ITEM_ID}`);
    expect(JSON.parse(String(init?.body))).toEqual({ companyTermsAndConditionId: ITEM_ID });
    expect(onAcknowledged.mock.calls[0]?.[0]).toMatchObject({
      message: 'You have acknowledged the IBR terms and conditions.',
    });
  });
});
