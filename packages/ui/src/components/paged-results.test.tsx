import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-client';
import { PagedResults, type ResultsQuery, useResultsFocus } from './paged-results';

afterEach(cleanup);

type Page = { items: string[]; page: number; pageSize: number; total: number };

const NOUN = { one: 'scheme', other: 'schemes' };
const SETTLED: ResultsQuery<Page> = {
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
};

function renderResults(
  query: Partial<ResultsQuery<Page>>,
  props: { refused?: boolean; refusedNote?: ReactNode; toolbar?: ReactNode; onNavigate?: () => void } = {},
) {
  const element = (
    <PagedResults
      query={{ ...SETTLED, ...query }}
      resultsRef={null}
      id="schemes-results"
      loading="Loading your schemes…"
      noun={NOUN}
      headingLevel={3}
      hrefFor={(page) => `/schemes?Page=${page}`}
      paginationLabel="Pages of schemes"
      onNavigate={props.onNavigate ?? (() => undefined)}
      empty={<p>There are no schemes yet.</p>}
      {...props}
    >
      {(page) => (
        <ul aria-label="Schemes">
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResults>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('PagedResults', () => {
  it('says the first page is loading', () => {
    renderResults({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading your schemes…');
  });

  it('shows no results while the filters are refused, only what the list says about it', () => {
    renderResults({ data: { items: ['PT-1'], page: 1, pageSize: 10, total: 1 } }, { refused: true });
    expect(document.getElementById('schemes-results')?.textContent).toBe('');
    cleanup();
    renderResults({}, { refused: true, refusedNote: <p>Correct the filters.</p> });
    expect(screen.getByText('Correct the filters.')).toBeTruthy();
  });

  it("shows the API's problem with another try when nothing was read", () => {
    const refetch = vi.fn();
    const error = new HttpError(
      { success: false, data: null, message: 'The service is busy.', code: 503, responseCode: '' },
      null,
    );
    renderResults({ isError: true, error, refetch });
    expect(screen.getByRole('alert').textContent).toContain('The service is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says why an empty list is empty', () => {
    renderResults({ data: { items: [], page: 1, pageSize: 10, total: 0 } });
    expect(screen.getByRole('status').textContent).toBe('There are no schemes yet.');
  });

  it('leads from a page past the end back to the first page', () => {
    const onNavigate = vi.fn();
    renderResults({ data: { items: [], page: 4, pageSize: 10, total: 12 } }, { onNavigate });
    expect(screen.getByRole('heading', { level: 3, name: 'There are no schemes on page 4' })).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Go to the first page' });
    expect(first.getAttribute('href')).toBe('/schemes?Page=1');
    fireEvent.click(first);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('shows how many there are, the toolbar beside that, the rows and the other pages', () => {
    renderResults(
      { data: { items: ['PT-11', 'PT-12'], page: 2, pageSize: 10, total: 12 } },
      { toolbar: <button type="button">Export to Excel</button> },
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 11 to 12 of 12 schemes');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Schemes' })).getAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual(['PT-11', 'PT-12']);
    const pages = screen.getByRole('navigation', { name: 'Pages of schemes' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/schemes?Page=1');
  });
});

describe('useResultsFocus', () => {
  it('moves focus to the results it is given', () => {
    const results = document.createElement('div');
    results.tabIndex = -1;
    results.scrollIntoView = vi.fn();
    document.body.append(results);
    const { result } = renderHook(() => useResultsFocus());
    result.current.ref.current = results;
    act(() => result.current.focus());
    expect(document.activeElement).toBe(results);
    expect(results.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    results.remove();
  });
});
