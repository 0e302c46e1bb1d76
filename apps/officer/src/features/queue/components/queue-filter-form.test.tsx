import { ApplicationStatus, ASSIGNED_TO_NOBODY, type OfficerList } from '@fsmis/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type QueueFilters } from '../utils/queue-search';
import { QueueFilterForm } from './queue-filter-form';

const READER = '11111111-1111-4111-8111-111111111111';
const RAHUL = '22222222-2222-4222-8222-222222222222';
const OFFICERS: OfficerList = [
  { id: READER, name: 'Olivia Tan', email: null },
  { id: RAHUL, name: 'Rahul Nair', email: null },
];

function form(filters: QueueFilters, officers: OfficerList | undefined, onApply = vi.fn()) {
  return (
    <MemoryRouter>
      <QueueFilterForm
        filters={filters}
        officers={officers}
        readerId={READER}
        clearHref={null}
        onClear={vi.fn()}
        onApply={onApply}
      />
    </MemoryRouter>
  );
}

const officerField = () => screen.getByLabelText<HTMLSelectElement>('Officer');

afterEach(cleanup);

describe('QueueFilterForm', () => {
  it('keeps what the officer chose while the officers’ names were on their way', () => {
    const onApply = vi.fn();
    const { rerender } = render(form(NO_FILTERS, undefined, onApply));
    fireEvent.change(officerField(), { target: { value: ASSIGNED_TO_NOBODY } });
    fireEvent.click(screen.getByLabelText('Application Review'));

    rerender(form(NO_FILTERS, OFFICERS, onApply));
    expect(officerField().value).toBe(ASSIGNED_TO_NOBODY);
    expect(screen.getByRole('option', { name: 'Olivia Tan (you)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        assignedTo: ASSIGNED_TO_NOBODY,
        statuses: [ApplicationStatus.applicationReview],
      }),
    );
  });

  it('shows an officer named in the link as chosen, by name once the names arrive', () => {
    const applied = { ...NO_FILTERS, assignedTo: RAHUL };
    const { rerender } = render(form(applied, undefined));
    expect(officerField().value).toBe(RAHUL);
    expect(screen.getByRole('option', { name: 'The officer in the link' })).toBeTruthy();

    rerender(form(applied, OFFICERS));
    expect(officerField().value).toBe(RAHUL);
    expect(officerField().selectedOptions[0]?.textContent).toBe('Rahul Nair');
    expect(screen.queryByRole('option', { name: 'The officer in the link' })).toBeNull();
  });
});
