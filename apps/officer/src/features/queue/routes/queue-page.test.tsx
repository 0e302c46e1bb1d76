import { ApplicationStatus, ASSIGNED_TO_NOBODY, type OfficerList, type UserDetails } from '@fsmis/domain';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, paths } from '../../../config/paths';
import { QueuePage } from './queue-page';

const OLIVIA: UserDetails = {
  userId: '11111111-1111-4111-8111-111111111111',
  role: 'officer',
  name: 'Olivia Tan',
  email: 'olivia.tan@regulator.example',
  contactNumber: '',
  signatureId: null,
  companyName: 'The regulator',
  companyUen: 'T08GB0001A',
  companyAddress: null,
  companyTermsAndConditionsPendingAcknowledgement: [],
  hasAnyApplications: false,
  hasAnyProficiencyTests: false,
  hasAccessToProficiencyTesting: false,
  proficiencyTestingRegionType: 0,
  profileComplete: true,
  dashboardAllowed: false,
  termsAndConditions: [],
  ptMode: false,
  moduleSelected: false,
  autoLogoutOnInactivityAt: '2026-11-27T10:00:00.000Z',
};
const OFFICERS: OfficerList = [
  { id: OLIVIA.userId, name: 'Olivia Tan', email: 'olivia.tan@regulator.example' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Rahul Nair', email: 'rahul.nair@regulator.example' },
];

/** The API, whose list of officers is answered only when the test says so. */
function stubApi() {
  let sendOfficers: () => void = () => undefined;
  const officersSent = new Promise<void>((resolve) => {
    sendOfficers = resolve;
  });
  fakeApi(
    {
      [`GET ${apiPaths.officers}`]: async () => {
        await officersSent;
        return { data: OFFICERS };
      },
    },
    () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }),
  );
  return { sendOfficers };
}

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: paths.queue.path, element: <QueuePage /> }], {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, OLIVIA);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the work queue', () => {
  it('keeps the filters chosen before the officers’ names arrive, and applies them', async () => {
    const api = stubApi();
    const router = renderPage('/');
    await screen.findByText('No submitted application is waiting', { exact: false });
    const officer = screen.getByLabelText<HTMLSelectElement>('Officer');
    fireEvent.change(officer, { target: { value: ASSIGNED_TO_NOBODY } });
    fireEvent.click(screen.getByLabelText('Application Review'));

    await act(async () => api.sendOfficers());
    await screen.findByRole('option', { name: 'Olivia Tan (you)' });
    expect(screen.getByLabelText<HTMLSelectElement>('Officer').value).toBe(ASSIGNED_TO_NOBODY);
    expect(screen.getByLabelText<HTMLInputElement>('Application Review').checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect(search.get('AssignedTo')).toBe(ASSIGNED_TO_NOBODY);
      expect(search.getAll('Status')).toEqual([String(ApplicationStatus.applicationReview)]);
    });
  });
});
