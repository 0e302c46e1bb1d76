import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';
import { TextInput } from './text-input';

const WIDE = 1024;

function setWidth(width: number) {
  act(() => {
    (
      window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
    ).happyDOM.setViewport({
      width,
    });
  });
}

afterEach(() => {
  cleanup();
  setWidth(WIDE);
});

function renderPanel(clearHref: string | null, onApply = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <FilterPanel id="filters" title="Filter applications" clearHref={clearHref} onApply={onApply}>
          <TextInput id="filter-search" name="Search" label="Reference number" />
        </FilterPanel>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return onApply;
}

describe('FilterPanel', () => {
  it('shows its fields on a wide screen, with no button to fold them', () => {
    setWidth(WIDE);
    const onApply = renderPanel(null);
    expect(screen.queryByRole('button', { name: 'Show filters' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Reference number'), { target: { value: 'LRP-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply.mock.calls[0]?.[0].get('Search')).toBe('LRP-2026');
  });

  it('folds its fields away on a narrow screen until "Show filters" is pressed', () => {
    setWidth(400);
    renderPanel(null);
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(screen.queryByLabelText('Reference number')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide filters');
    expect(screen.getByLabelText('Reference number')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDefined();
  });

  it('shows its fields on a narrow screen while a filter applies, with Clear filters', () => {
    setWidth(400);
    renderPanel('/dashboard');
    expect(screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Reference number')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/dashboard');
  });

  it('folds or unfolds as the screen narrows or widens', () => {
    setWidth(WIDE);
    renderPanel(null);
    expect(screen.getByLabelText('Reference number')).toBeDefined();
    setWidth(400);
    expect(screen.queryByLabelText('Reference number')).toBeNull();
    setWidth(WIDE);
    expect(screen.getByLabelText('Reference number')).toBeDefined();
  });
});
