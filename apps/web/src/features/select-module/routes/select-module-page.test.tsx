import { type UserDetails, userDetailsSchema } from '@fsmis/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { userDetailsQueryKey } from '../../../lib/session';
import { SelectModulePage } from './select-module-page';

const SIGNED_IN: UserDetails = {
  userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  role: 'company',
  name: 'Alice Tan',
  email: 'alice@alpha-labs.example',
  contactNumber: '+65 6123 4567',
  signatureId: null,
  companyName: 'Alpha Labs Pte Ltd',
  companyUen: '201912345A',
  companyAddress: null,
  companyTermsAndConditionsPendingAcknowledgement: [],
  hasAnyApplications: true,
  hasAnyProficiencyTests: false,
  hasAccessToProficiencyTesting: false,
  proficiencyTestingRegionType: 1,
  profileComplete: true,
  dashboardAllowed: true,
  termsAndConditions: [],
  ptMode: false,
  moduleSelected: false,
  autoLogoutOnInactivityAt: '2026-11-20T06:20:00.000Z',
};

afterEach(cleanup);

function renderFor(user: Partial<UserDetails>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userDetailsQueryKey, userDetailsSchema.parse({ ...SIGNED_IN, ...user }));
  const router = createMemoryRouter([{ path: paths.selectModule.path, element: <SelectModulePage /> }], {
    initialEntries: [paths.selectModule.href()],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Select Module', () => {
  it('offers the choice to a local laboratory with PT access', () => {
    renderFor({ proficiencyTestingRegionType: 1, hasAccessToProficiencyTesting: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Which module do you want to use?' })).toBeTruthy();
    expect(screen.getByText(/Your laboratory uses both modules/)).toBeTruthy();
  });

  it('tells a local laboratory without PT access that it uses the local module only, and leads it to the Dashboard', () => {
    renderFor({ proficiencyTestingRegionType: 1, hasAccessToProficiencyTesting: false });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Your laboratory uses the local laboratory module only',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Your laboratory uses both modules/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('tells an overseas laboratory that it uses the PT module only', () => {
    renderFor({ proficiencyTestingRegionType: 2, hasAccessToProficiencyTesting: true });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Your laboratory uses the Proficiency Testing module only',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Go to your Proficiency Testing schemes' }).getAttribute('href'),
    ).toBe('/pt-scheme/dashboard');
  });
});
