import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, pageCount, pageItems, ResultsSummary } from './pagination';

afterEach(cleanup);

const NOUN = { one: 'application', other: 'applications' };

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows a single missing page instead of a gap standing for it', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ pageSize: 10, total: 30 })).toBe(3);
    expect(pageCount({ pageSize: 10, total: 31 })).toBe(4);
    expect(pageCount({ pageSize: 10, total: 0 })).toBe(1);
  });
});

describe('ResultsSummary', () => {
  it('says which part of the list is shown', () => {
    renderAt(<ResultsSummary window={{ page: 2, pageSize: 10, total: 30 }} noun={NOUN} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 11 to 20 of 30 applications');
  });

  it('uses the singular for one, and stops at the end of the list', () => {
    renderAt(<ResultsSummary window={{ page: 1, pageSize: 10, total: 1 }} noun={NOUN} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 to 1 of 1 application');
  });
});

describe('Pagination', () => {
  it('links Previous, each page and Next, marking the current page', () => {
    renderAt(
      <Pagination
        window={{ page: 2, pageSize: 10, total: 30 }}
        label="Pages"
        hrefFor={(page) => `/?Page=${page}`}
      />,
    );
    const navigation = screen.getByRole('navigation', { name: 'Pages' });
    const links = navigation.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual([
      '←Previous page',
      '1',
      '2',
      '3',
      'Next page→',
    ]);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?Page=3');
  });

  it('is left out when everything fits on one page', () => {
    renderAt(<Pagination window={{ page: 1, pageSize: 10, total: 7 }} hrefFor={() => '/'} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
