import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_AFTER_MS, PageChange, pageNameOf, usePageStepName } from './page-change';
import { MAIN_CONTENT_ID } from './skip-link';

const titleOf = (name: string | null) => (name ? `${name} | Site` : 'Site');

function Step({ name }: { readonly name: string | null }) {
  usePageStepName(name);
  return null;
}

function Page({ pageKey, step = null }: { readonly pageKey: string; readonly step?: string | null }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageChange routeName="Form" documentTitle={titleOf} pageKey={pageKey} />
      <button type="button">Save and continue</button>
      <Step name={step} />
    </main>
  );
}

const announcement = () => document.querySelector('[data-page-announcement]')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('pageNameOf', () => {
  it('names the step within its route', () => {
    expect(pageNameOf('LRP Application: New', 'Check your answers')).toBe(
      'Check your answers – LRP Application: New',
    );
    expect(pageNameOf('Dashboard', null)).toBe('Dashboard');
    expect(pageNameOf(null, 'Sign in')).toBe('Sign in');
  });
});

describe('PageChange', () => {
  it('titles the first page without moving focus or announcing it', () => {
    render(<Page pageKey="/form" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS * 2));
    expect(document.title).toBe('Form | Site');
    expect(document.activeElement).toBe(document.body);
    expect(announcement()).toBe('');
  });

  it('after a move to another page, focuses the main content, retitles the tab and announces the settled name', () => {
    const view = render(<Page pageKey="/form" />);
    view.rerender(<Page pageKey="/form&section=scope" step="Scope" />);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
    expect(document.title).toBe('Scope – Form | Site');
    // The name is read once it has stayed the same for a moment, not the "Loading…" before it.
    expect(announcement()).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(announcement()).toBe('Scope – Form');

    view.rerender(<Page pageKey="/form&step=check" step="Check your answers" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(document.title).toBe('Check your answers – Form | Site');
    expect(announcement()).toBe('Check your answers – Form');
  });

  it('keeps focus where the person is when the page itself moved it (an error summary)', () => {
    const view = render(<Page pageKey="/form" />);
    const button = view.getByRole('button');
    button.focus();
    view.rerender(<Page pageKey="/form&section=scope" step="Scope" />);
    expect(document.activeElement).toBe(button);
  });

  it('goes back to the route’s title when the step is no longer shown', () => {
    const view = render(<Page pageKey="/form&section=scope" step="Scope" />);
    expect(document.title).toBe('Scope – Form | Site');
    view.rerender(<Page pageKey="/form" />);
    expect(document.title).toBe('Form | Site');
  });
});
