import { ApplicationCategory, type RecognitionGrant } from '@fsmis/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GrantsSection } from './grants-section';

afterEach(cleanup);

const granted: RecognitionGrant = {
  applicationId: '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10',
  referenceNumber: 'LRP-2024-0007',
  category: ApplicationCategory.new,
  categoryLabel: 'New',
  outcome: 'Granted',
  recognisedAt: '2024-01-11T16:00:00.000Z',
};
const renewed: RecognitionGrant = {
  applicationId: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  referenceNumber: 'LRP-2027-0002',
  category: ApplicationCategory.renewal,
  categoryLabel: 'Renewal',
  outcome: 'Renewed',
  recognisedAt: '2027-01-04T02:00:00.000Z',
};

function show(grants: readonly RecognitionGrant[]) {
  render(
    <MemoryRouter>
      <GrantsSection grants={grants} applicationHref={(grant) => `/applications/${grant.applicationId}`} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Applications that granted or changed it' });
}

describe('GrantsSection', () => {
  it('lists each application that granted or changed the recognition, opening it where the app says', () => {
    const section = show([granted, renewed]);
    const table = within(section).getByRole('table', {
      name: 'Applications that granted or changed this recognition',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference number', 'Application type', 'Outcome', 'Recognised on']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['New', 'Granted', '12 Jan 2024'],
      ['Renewal', 'Renewed', '04 Jan 2027'],
    ]);
    expect(within(table).getByRole('link', { name: 'LRP-2024-0007' }).getAttribute('href')).toBe(
      `/applications/${granted.applicationId}`,
    );
    expect(within(table).getByRole('rowheader', { name: 'LRP-2027-0002' })).toBeTruthy();
  });

  it('says when no application made in the portal granted it', () => {
    const section = show([]);
    expect(within(section).queryByRole('table')).toBeNull();
    expect(
      within(section).getByText('No application made in the portal granted or changed this recognition.'),
    ).toBeTruthy();
  });
});
