import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestLoginForm } from './test-login-form';

function renderForm(requiresPassword: boolean) {
  const onProblems = vi.fn<(items: readonly ErrorSummaryItem[]) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <TestLoginForm
            requiresPassword={requiresPassword}
            onProblems={onProblems}
            onSignedIn={() => undefined}
          />
        ),
      },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onProblems };
}

afterEach(cleanup);

describe('TestLoginForm', () => {
  it('asks for a password only when the server requires one', () => {
    renderForm(false);
    expect(screen.queryByLabelText('Password')).toBeNull();
    cleanup();
    renderForm(true);
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows no error before a field is touched, and a linked error once it is left empty', async () => {
    renderForm(false);
    const uen = screen.getByLabelText('Company UEN');
    expect(screen.queryByText('Enter your company UEN')).toBeNull();

    await act(async () => {
      fireEvent.focus(uen);
      fireEvent.blur(uen);
    });

    const message = await screen.findByText('Enter your company UEN');
    const describedBy = uen.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(message.closest('p')?.id);
    expect(uen.getAttribute('aria-invalid')).toBe('true');
    // Untouched fields stay quiet.
    expect(screen.queryByText('Enter your Singpass ID')).toBeNull();
  });

  it('reports every problem, in field order and linked to its field, when submitted empty', async () => {
    const { onProblems } = renderForm(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(onProblems).toHaveBeenLastCalledWith([
      { fieldId: 'test-login-company-uen', text: 'Enter your company UEN' },
      { fieldId: 'test-login-email', text: 'Enter an email address' },
      { fieldId: 'test-login-singpass-id', text: 'Enter your Singpass ID' },
      { fieldId: 'test-login-password', text: 'Enter the test login password' },
    ]);
    expect(screen.getByLabelText('Singpass ID (NRIC/FIN)').getAttribute('aria-invalid')).toBe('true');
  });
});
