import { ApplicationCategory, ApplicationStatus, type OfficerQueueItem, Programme } from '@fsmis/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueTable } from './queue-table';

const READER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function item(reference: string, overrides: Partial<OfficerQueueItem> = {}): OfficerQueueItem {
  return {
    id: `00000000-0000-4000-8000-${reference.slice(-6).padStart(12, '0')}`,
    referenceNumber: reference,
    programme: Programme.LRP,
    programmeLabel: 'LRP',
    category: ApplicationCategory.new,
    categoryLabel: 'New',
    form: 'new',
    status: ApplicationStatus.requestForInformation,
    statusLabel: 'Request For Information',
    createdAt: '2026-10-01T02:00:00.000Z',
    submittedAt: '2026-10-02T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    companyName: 'Alpha Laboratories Pte. Ltd.',
    companyUen: '201912345A',
    statusSince: '2026-11-01T02:00:00.000Z',
    ageDays: 12,
    dueDate: '2026-11-10',
    overdue: false,
    waitingOn: 'company',
    assignedOfficer: null,
    ...overrides,
  };
}

function renderTable(items: OfficerQueueItem[], onAssign = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/?AssignedTo=unassigned']}>
      <QueueTable
        items={items}
        readerId={READER}
        busy={false}
        captionId="caption"
        assigningId={null}
        onAssignToReader={onAssign}
      />
    </MemoryRouter>,
  );
  return onAssign;
}

const rowOf = (reference: string) => {
  const link = screen.getByRole('link', { name: reference });
  const row = link.closest('tr');
  if (!row) throw new Error(`No row for ${reference}`);
  return within(row);
};

afterEach(cleanup);

describe('QueueTable', () => {
  it('says "Overdue" in words beside a due date that has passed, and only there', () => {
    renderTable([
      item('LRP-2026-000001', { dueDate: '2026-11-01', overdue: true }),
      item('LRP-2026-000002', { dueDate: '2026-12-24', overdue: false }),
      item('LRP-2026-000003', { dueDate: null, waitingOn: 'officer' }),
    ]);
    expect(rowOf('LRP-2026-000001').getByText('Overdue')).toBeTruthy();
    expect(rowOf('LRP-2026-000001').getByText('01 Nov 2026')).toBeTruthy();
    expect(rowOf('LRP-2026-000002').queryByText('Overdue')).toBeNull();
    expect(rowOf('LRP-2026-000003').getByText('None')).toBeTruthy();
    expect(rowOf('LRP-2026-000003').getByText('Regulator')).toBeTruthy();
    expect(rowOf('LRP-2026-000001').getByText('Company')).toBeTruthy();
  });

  it('offers "Assign to me", named after the application, on rows not the reader’s and still open', () => {
    const onAssign = renderTable([
      item('LRP-2026-000004'),
      item('LRP-2026-000005', { assignedOfficer: { id: OTHER, name: 'Rahul Nair' } }),
      item('LRP-2026-000006', { assignedOfficer: { id: READER, name: 'Olivia Tan' } }),
      item('LRP-2026-000007', { status: ApplicationStatus.recognised, statusLabel: 'Recognised' }),
    ]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Assign LRP-2026-000004 to me',
      'Assign LRP-2026-000005 to me',
    ]);
    expect(rowOf('LRP-2026-000004').getByText('Unassigned')).toBeTruthy();
    expect(rowOf('LRP-2026-000006').getByText('Olivia Tan (you)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign LRP-2026-000005 to me' }));
    expect(onAssign).toHaveBeenCalledWith(expect.objectContaining({ referenceNumber: 'LRP-2026-000005' }));
  });

  it('links each reference to its case', () => {
    renderTable([item('LRP-2026-000008')]);
    expect(screen.getByRole('link', { name: 'LRP-2026-000008' }).getAttribute('href')).toBe(
      '/applications/00000000-0000-4000-8000-000000000008',
    );
  });
});
