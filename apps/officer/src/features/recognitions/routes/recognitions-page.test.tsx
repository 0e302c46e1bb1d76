import { DEFAULT_RECOGNITIONS_PAGE_SIZE } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { officerRecognition } from '../recognition.fixture';
import { RecognitionsPage } from './recognitions-page';

/** The API as a fetch: `answer` reads the list's query and replies with an envelope. */
function stubApi(answer: (query: URLSearchParams) => FakeReply) {
  return fakeApi({}, (_, { query }) => answer(query)).calls;
}

/** A page of `total` recognitions, the rows of the page asked for. */
function pageOf(total: number, query: URLSearchParams) {
  const page = Number(query.get('Page') ?? 1);
  const pageSize = Number(query.get('PageSize'));
  const first = (page - 1) * pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, index) =>
    officerRecognition(first + index + 1),
  );
  return { data: { items, total, page, pageSize } };
}

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.recognitions.path, element: <RecognitionsPage /> },
      { path: paths.recognition.path, element: <p>A recognition</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchOf = (router: ReturnType<typeof renderPage>) => new URLSearchParams(router.state.location.search);

afterEach(cleanup);

describe('the recognitions list', () => {
  it('shows one page of what the URL searches for, with links to the other pages under the same search', async () => {
    const calls = stubApi((query) => pageOf(45, query));
    renderPage('/recognitions?Search=harbour&Page=2');

    expect(await screen.findByText('Harbour Fresh 21 Pte. Ltd.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 21 to 40 of 45 recognitions');
    expect(calls.at(-1)?.query.get('Search')).toBe('harbour');
    expect(calls.at(-1)?.query.get('Page')).toBe('2');
    expect(calls.at(-1)?.query.get('PageSize')).toBe(String(DEFAULT_RECOGNITIONS_PAGE_SIZE));
    expect((screen.getByLabelText('Company name or UEN') as HTMLInputElement).value).toBe('harbour');

    const pages = within(screen.getByRole('navigation', { name: 'Pages of recognitions' }));
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/recognitions?Search=harbour&Page=3',
    );
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/recognitions?Search=harbour',
    );
  });

  it('searches from the filter form: the search goes into the URL, from the first page', async () => {
    const calls = stubApi((query) => pageOf(query.get('Search') === 'fresh 7' ? 1 : 45, query));
    const router = renderPage('/recognitions?Page=2');
    await screen.findByText('Harbour Fresh 21 Pte. Ltd.');

    fireEvent.change(screen.getByLabelText('Company name or UEN'), { target: { value: '  fresh 7 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' })));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Showing 1 to 1 of 1 recognition'),
    );
    expect(searchOf(router).get('Search')).toBe('fresh 7');
    expect(searchOf(router).has('Page')).toBe(false);
    expect(calls.at(-1)?.query.get('Search')).toBe('fresh 7');
    expect(screen.queryByRole('navigation', { name: 'Pages of recognitions' })).toBeNull();
  });

  it('says that nothing matched, and offers to clear the search', async () => {
    stubApi((query) => pageOf(0, query));
    renderPage('/recognitions?Search=nobody');

    expect(await screen.findByRole('heading', { name: 'No recognitions match' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'clear the search and filters' }).getAttribute('href')).toBe(
      '/recognitions',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the API’s refusal of the search at its field, and no results', async () => {
    stubApi(() => ({ status: 400, message: { Search: ['Enter 100 characters or fewer to search'] } }));
    renderPage(`/recognitions?Search=${'x'.repeat(101)}`);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Enter 100 characters or fewer to search');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#recognitions-search');
    expect(screen.getByText('Correct the search or filters to see the recognitions.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
