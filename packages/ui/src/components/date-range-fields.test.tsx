import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeFields } from './date-range-fields';

afterEach(cleanup);

const FIELD_IDS = { DateFrom: 'created-from', DateTo: 'created-to' };

describe('DateRangeFields', () => {
  it('groups From and To under one legend and hint, each sent under its own name', () => {
    const { container } = render(
      <form>
        <DateRangeFields
          id="created"
          legend="Date created"
          hint="Leave either date empty for no limit"
          fieldIds={FIELD_IDS}
          values={{ dateFrom: '2026-01-01', dateTo: '' }}
        />
      </form>,
    );
    const group = screen.getByRole('group', { name: 'Date created' });
    expect(group.getAttribute('aria-describedby')).toBe('created-hint');
    expect(document.getElementById('created-hint')?.textContent).toBe('Leave either date empty for no limit');
    const form = container.querySelector('form');
    if (!form) throw new Error('No form');
    expect([...new FormData(form).entries()]).toEqual([
      ['DateFrom', '2026-01-01'],
      ['DateTo', ''],
    ]);
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
  });

  it('marks the field the API refused, with its message', () => {
    render(
      <DateRangeFields
        id="created"
        legend="Date created"
        hint="Leave either date empty for no limit"
        fieldIds={FIELD_IDS}
        values={{ dateFrom: '2030-01-02', dateTo: '2030-01-01' }}
        errors={{ DateTo: 'Enter a To date after From' }}
      />,
    );
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Enter a To date after From', { exact: false })).toBeTruthy();
  });
});
