import { apiRefusal } from '@fsmis/ui/testing/api-refusal';
import { press, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { singaporeToday } from '../../../lib/singapore-time';
import type { PeriodQuery } from '../api/get-statistics';
import { PeriodForm } from './period-form';

function renderPeriodForm(query: PeriodQuery = {}, refusal: unknown = null) {
  const onChoose = vi.fn();
  render(
    <MemoryRouter>
      <PeriodForm query={query} refusal={refusal} onChoose={onChoose} />
    </MemoryRouter>,
  );
  return onChoose;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const errorAt = (label: string) =>
  screen.getByLabelText(label, { exact: true }).getAttribute('aria-invalid') === 'true';
const choose = () => press('Show the numbers');

afterEach(cleanup);

describe('the period of the numbers', () => {
  it('starts from the period in the address, and offers the default back', () => {
    renderPeriodForm({ From: '2026-01-01', To: '2026-03-31' });
    expect((screen.getByLabelText('From', { exact: true }) as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To', { exact: true }) as HTMLInputElement).value).toBe('2026-03-31');
    expect(screen.getByRole('link', { name: 'Show the last 12 months' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('offers no way back to the default while the default is shown', () => {
    renderPeriodForm();
    expect(screen.queryByRole('link', { name: 'Show the last 12 months' })).toBeNull();
  });

  it('chooses the days typed, either left out when empty', async () => {
    const onChoose = renderPeriodForm();
    fill('From', '2026-01-01');
    fill('To', '2026-03-31');
    await choose();
    expect(onChoose).toHaveBeenLastCalledWith({ From: '2026-01-01', To: '2026-03-31' });
    fill('From', '');
    fill('To', '');
    await choose();
    expect(onChoose).toHaveBeenLastCalledWith({ From: undefined, To: undefined });
    expect(summaryEntries()).toEqual([]);
  });

  it('refuses a period that ends before it starts, at From, as the API would', async () => {
    const onChoose = renderPeriodForm();
    fill('From', '2026-04-01');
    fill('To', '2026-03-31');
    await choose();
    expect(summaryEntries()).toEqual([
      ['The start of the period (From) must be on or before its end (To)', '#numbers-from'],
    ]);
    expect(errorAt('From')).toBe(true);
    expect(errorAt('To')).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('checks the period from today when To is left empty, and its length', async () => {
    const onChoose = renderPeriodForm();
    fill('From', '2999-01-01');
    await choose();
    expect(summaryEntries()).toEqual([
      [
        `The start of the period (From) must be on or before its end (To, ${singaporeToday()})`,
        '#numbers-from',
      ],
    ]);
    fill('From', '2000-01-01');
    fill('To', '2026-01-31');
    await choose();
    expect(summaryEntries()).toEqual([['Choose a period of at most 60 months', '#numbers-from']]);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of the period in the address until a check of the days typed fails', async () => {
    const refusal = apiRefusal(400, { To: ['Enter a real day, yyyy-mm-dd'] });
    const onChoose = renderPeriodForm({ From: '2026-01-01', To: '2026-02-30' }, refusal);
    expect(summaryEntries()).toEqual([['Enter a real day, yyyy-mm-dd', '#numbers-to']]);
    expect(document.activeElement?.className).toBe('error-summary');
    expect(errorAt('To')).toBe(true);

    fill('From', '2026-04-01');
    fill('To', '2026-03-31');
    await choose();
    expect(summaryEntries()).toEqual([
      ['The start of the period (From) must be on or before its end (To)', '#numbers-from'],
    ]);
    expect(errorAt('To')).toBe(false);

    // Chosen, the period reaches the address; until then the period there is still the one refused.
    fill('From', '2026-01-01');
    await choose();
    expect(onChoose).toHaveBeenCalledWith({ From: '2026-01-01', To: '2026-03-31' });
    expect(summaryEntries()).toEqual([['Enter a real day, yyyy-mm-dd', '#numbers-to']]);
    expect(errorAt('To')).toBe(true);
  });

  it('shows nothing of a refusal that names neither day', () => {
    renderPeriodForm({ From: '2026-01-01' }, apiRefusal(400, 'The query is not valid'));
    expect(summaryEntries()).toEqual([]);
  });
});
