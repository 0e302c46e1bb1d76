import { type CompanyRecognition, companyRecognitionSchema, SuspensionStatus } from '@fsmis/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { RecognitionSummary } from './recognition-summary';

const LRP_ID = '5b1c7a0e-2f4d-4c8e-9a61-3d2f1e0c9b87';
const AOR_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SUSPENSION_ID = '9e4d2c1b-7a6f-4e3d-8c2b-1a0f9e8d7c6b';

function recognition(overrides: Partial<CompanyRecognition>): CompanyRecognition {
  return companyRecognitionSchema.parse({
    id: LRP_ID,
    programme: 1,
    programmeLabel: 'LRP',
    status: 1,
    statusLabel: 'Recognised',
    recognitionNumber: 'LRP-REC-2024-0018',
    validFrom: '2024-01-11T16:00:00.000Z',
    validUntil: '2027-01-11T16:00:00.000Z',
    scopeSummary: 'Chemical testing of food.',
    hasOngoingSuspension: false,
    isRestricted: false,
    daysUntilExpiry: 400,
    renewalDue: false,
    renewalInProgress: null,
    openSuspension: null,
    pendingDetailsCount: 0,
    ...overrides,
  });
}

function renderCards(recognitions: readonly CompanyRecognition[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: recognitions, message: null, code: 200 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RecognitionSummary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

afterEach(cleanup);

describe('the Dashboard’s recognition cards', () => {
  it('lead to each recognition’s page, and say what it asks of the company', async () => {
    renderCards([
      recognition({ renewalDue: true, daysUntilExpiry: 45, pendingDetailsCount: 2 }),
      recognition({
        id: AOR_ID,
        programme: 3,
        programmeLabel: 'AOR',
        status: 3,
        statusLabel: 'Suspended',
        recognitionNumber: 'AOR-REC-2024-0017',
        hasOngoingSuspension: true,
        openSuspension: { id: SUSPENSION_ID, status: SuspensionStatus.suspended, statusLabel: 'Suspended' },
      }),
    ]);
    const lrp = await screen.findByRole('listitem', { name: 'LRP' });
    expect(within(lrp).getByRole('link', { name: 'View LRP recognition' }).getAttribute('href')).toBe(
      paths.recognitionDetails.href(LRP_ID),
    );
    expect(lrp.textContent).toContain('Renewal due: expires in 45 days');
    expect(within(lrp).getByRole('link', { name: 'Details to provide' }).getAttribute('href')).toBe(
      `${paths.recognitionDetails.href(LRP_ID)}#details-to-provide`,
    );
    expect(lrp.textContent).toContain('2 requests waiting for your answer');
    expect(lrp.textContent).not.toContain('Suspended');

    const aor = card('AOR');
    expect(aor.textContent).toContain('Suspended: see the suspension');
    expect(
      within(aor)
        .getByRole('link', { name: 'see the suspension of your AOR recognition' })
        .getAttribute('href'),
    ).toBe(paths.recognitionSuspension.href(AOR_ID, SUSPENSION_ID));
    expect(within(aor).getByRole('link', { name: 'View AOR recognition' })).toBeTruthy();
    expect(aor.textContent).not.toContain('Renewal due');
    expect(aor.textContent).not.toContain('Details to provide');
  });

  it('show a renewal submitted as in progress, not as due', async () => {
    const applicationId = '3c6f1e2a-8b7d-4a5c-9e0f-1d2c3b4a5e6f';
    renderCards([
      recognition({
        daysUntilExpiry: 45,
        renewalInProgress: {
          applicationId,
          referenceNumber: 'LRP-2026-000140',
          statusLabel: 'Application Review',
        },
      }),
    ]);
    const lrp = await screen.findByRole('listitem', { name: 'LRP' });
    expect(lrp.textContent).toContain('Renewal in progress: LRP-2026-000140 (Application Review)');
    expect(lrp.textContent).not.toContain('Renewal due');
    expect(within(lrp).getByRole('link', { name: 'LRP-2026-000140' }).getAttribute('href')).toBe(
      paths.applicationDetails.href(applicationId),
    );
  });

  it('show a programme without a recognition as such, with no link', async () => {
    renderCards([]);
    const ibr = await screen.findByRole('listitem', { name: 'IBR' });
    expect(ibr.textContent).toContain('Your company is not recognised under IBR.');
    expect(within(ibr).queryAllByRole('link')).toHaveLength(0);
  });
});
