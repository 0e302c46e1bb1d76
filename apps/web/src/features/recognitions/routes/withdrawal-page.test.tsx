import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeApi, RECOGNITION_ID, recognitionView, renderAt, summaryEntries } from '../recognition-fixtures';
import { RecognitionPage } from './recognition-page';
import { WithdrawalPage } from './withdrawal-page';

const VIEW = `/api/companies/recognition/${RECOGNITION_ID}`;
const ENDPOINT = `${VIEW}/withdraw`;
const CONFIRM = 'I understand that this ends the recognition';

const renderPage = () =>
  renderAt(<WithdrawalPage />, {
    route: paths.recognitionWithdrawal.path,
    path: paths.recognitionWithdrawal.href(RECOGNITION_ID),
    also: [{ path: paths.recognitionDetails.path, element: <RecognitionPage /> }],
  });
const withdraw = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
const reason = () =>
  screen.getByLabelText('Why are you withdrawing this recognition?') as HTMLTextAreaElement;

afterEach(cleanup);

describe('withdrawing a recognition', () => {
  it('warns what withdrawing means, and offers a way back', async () => {
    fakeApi({ [`GET ${VIEW}`]: () => ({ data: recognitionView() }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdraw your LRP recognition' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Withdrawing ends your LRP recognition\. You will need to apply again to be recognised\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      paths.recognitionDetails.href(RECOGNITION_ID),
    );
  });

  it('asks for the reason and the confirmation before anything is sent', async () => {
    const api = fakeApi({ [`GET ${VIEW}`]: () => ({ data: recognitionView() }) });
    renderPage();
    await screen.findByLabelText(CONFIRM);
    await withdraw();
    expect(summaryEntries()).toEqual([
      ['Enter why you are withdrawing this recognition', '#withdrawal-reason'],
      ['Confirm that you want to withdraw this recognition', '#withdrawal-confirm'],
    ]);
    expect(screen.getByLabelText(CONFIRM).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason(), { target: { value: 'We are closing the laboratory.' } });
    await withdraw();
    expect(summaryEntries()).toEqual([
      ['Confirm that you want to withdraw this recognition', '#withdrawal-confirm'],
    ]);
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('withdraws once confirmed, then goes back to the recognition with the API’s confirmation', async () => {
    const api = fakeApi({
      [`GET ${VIEW}`]: () => ({ data: recognitionView() }),
      [`POST ${ENDPOINT}`]: () => ({ message: 'Your LRP recognition has been withdrawn.' }),
    });
    const { router } = renderPage();
    fireEvent.change(await screen.findByLabelText('Why are you withdrawing this recognition?'), {
      target: { value: ' We are closing the laboratory. ' },
    });
    fireEvent.click(screen.getByLabelText(CONFIRM));
    await withdraw();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.recognitionDetails.href(RECOGNITION_ID)),
    );
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      reason: 'We are closing the laboratory.',
      confirm: true,
    });
    expect(api.sent('GET', VIEW).length).toBeGreaterThan(1);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your LRP recognition has been withdrawn.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'LRP recognition' })).toBeTruthy();
    // It stays: leaving the withdrawal page does not take it away.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('alert').textContent).toContain('Your LRP recognition has been withdrawn.');
  });

  it('shows why a withdrawal is not possible, with the way back, instead of the form', async () => {
    const view = recognitionView();
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: {
          ...view,
          actions: view.actions.map((action) =>
            action.name === 'withdraw'
              ? {
                  ...action,
                  open: false,
                  reason: 'Not available while a suspension is under way: it must be concluded first.',
                }
              : action,
          ),
        },
      }),
    });
    renderPage();
    expect(
      await screen.findByText('Not available while a suspension is under way: it must be concluded first.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your LRP recognition' })).toBeTruthy();
  });
});
