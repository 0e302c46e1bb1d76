import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-client';
import { codeOptions, FilterForm, FilterSearch, filterErrorsOf } from './filter-form';
import { FilterRow } from './filter-panel';
import { TextInput } from './text-input';

afterEach(cleanup);

const FIELD_IDS = { Search: 'filter-search', DateFrom: 'filter-date-from' } as const;

const refusal = (status: number, details: unknown) =>
  new HttpError(
    { success: false, data: null, message: 'The filters are not right.', code: status, responseCode: '' },
    null,
    details,
  );

describe('codeOptions', () => {
  it('gives each code with its label, as the form sends it', () => {
    expect(codeOptions([2, 1] as const, { 1: 'New', 2: 'Renewal' })).toEqual([
      { value: '2', label: 'Renewal' },
      { value: '1', label: 'New' },
    ]);
  });

  it('puts the "any" choice first, and takes labels from a function', () => {
    expect(codeOptions(['created', 'removed'], (code) => code.toUpperCase(), 'Any action')).toEqual([
      { value: '', label: 'Any action' },
      { value: 'created', label: 'CREATED' },
      { value: 'removed', label: 'REMOVED' },
    ]);
  });
});

describe('filterErrorsOf', () => {
  it("reads a 400's message about each filter field", () => {
    const error = refusal(400, { DateFrom: ['Enter a real date'], Other: ['Not a filter'] });
    expect(filterErrorsOf(error, FIELD_IDS)).toEqual({ DateFrom: 'Enter a real date' });
  });

  it('finds nothing in any other failure, or in none', () => {
    expect(filterErrorsOf(refusal(500, { DateFrom: ['Enter a real date'] }), FIELD_IDS)).toEqual({});
    expect(filterErrorsOf(new Error('offline'), FIELD_IDS)).toEqual({});
    expect(filterErrorsOf(null, FIELD_IDS)).toEqual({});
  });
});

describe('FilterForm', () => {
  function renderForm(errors: Partial<Record<keyof typeof FIELD_IDS, string>>, onApply = vi.fn()) {
    const element = (
      <FilterForm
        id="things-filter"
        title="Filter things"
        read={(form) => ({ search: String(form.get('Search')), from: String(form.get('DateFrom')) })}
        fieldIds={FIELD_IDS}
        errors={errors}
        errorAttempt={1}
        clearHref="/things"
        onClear={() => undefined}
        onApply={onApply}
      >
        <FilterRow>
          <TextInput id={FIELD_IDS.Search} name="Search" label="Search" defaultValue="alpha" />
          <TextInput id={FIELD_IDS.DateFrom} name="DateFrom" label="From" defaultValue="2026-13-01" />
        </FilterRow>
      </FilterForm>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    return onApply;
  }

  it('hands the filters its fields name to the list', () => {
    const onApply = renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ search: 'alpha', from: '2026-13-01' });
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/things');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lists the API's refusals in the form's order, each linked to its field", () => {
    renderForm({ DateFrom: 'Enter a real date', Search: 'Enter fewer characters' });
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter fewer characters', '#filter-search'],
      ['Enter a real date', '#filter-date-from'],
    ]);
  });
});

describe('FilterSearch', () => {
  it('is the list’s Search parameter: a search box without autocomplete or spelling marks, with its error', () => {
    render(
      <FilterSearch
        id="list-search"
        label="Search"
        hint="All or part of a name"
        defaultValue="Veritas"
        error="Enter 100 characters or fewer to search"
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveProperty('name', 'Search');
    expect(box).toHaveProperty('value', 'Veritas');
    expect(box.getAttribute('autocomplete')).toBe('off');
    expect(box.getAttribute('spellcheck')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter 100 characters or fewer to search')).toBeTruthy();
  });
});
