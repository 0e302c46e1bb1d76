import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { recognitionView } from '../recognition-fixtures';
import { RecognitionActions } from './recognition-actions';

afterEach(cleanup);

const renderActions = (view = recognitionView()) =>
  render(
    <MemoryRouter>
      <RecognitionActions actions={view.actions} />
    </MemoryRouter>,
  );

describe('what the company can do with its recognition', () => {
  it('links each action that is open to where it starts', () => {
    renderActions();
    const section = screen.getByRole('region', { name: 'What you can do' });
    expect(within(section).getByRole('link', { name: 'Renew this recognition' }).getAttribute('href')).toBe(
      '/application/lrp/renewal',
    );
    expect(
      within(section).getByRole('link', { name: 'Withdraw this recognition' }).getAttribute('href'),
    ).toBe(`/recognition/${recognitionView().recognition.id}/withdraw`);
    expect(within(section).queryByText('Not available now')).toBeNull();
  });

  it('lists each closed action with its reason in words, never as a disabled button', () => {
    const view = recognitionView();
    renderActions({
      ...view,
      actions: view.actions.map((action) =>
        action.name === 'renew'
          ? action
          : {
              ...action,
              open: false,
              reason:
                action.name === 'withdraw'
                  ? 'Cancel or finish your open applications under this programme first.'
                  : 'You already have an open application under LRP.',
            },
      ),
    });
    const section = screen.getByRole('region', { name: 'What you can do' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Renew this recognition']);
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    const closed = within(section).getByRole('heading', { name: 'Not available now' });
    expect(closed.tagName).toBe('H3');
    const reasons = [...section.querySelectorAll('.recognition-unavailable__item')].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    expect(reasons).toEqual([
      ['Apply to change its scope', 'You already have an open application under LRP.'],
      ['Apply to change company details', 'You already have an open application under LRP.'],
      ['Withdraw this recognition', 'Cancel or finish your open applications under this programme first.'],
    ]);
  });

  it('says so when nothing is open', () => {
    const view = recognitionView();
    renderActions({
      ...view,
      actions: view.actions.map((action) => ({
        ...action,
        open: false,
        reason: 'This recognition has been revoked.',
      })),
    });
    expect(screen.getByText('There is nothing you can do with this recognition now.')).toBeTruthy();
  });
});
