import { SuspensionStatus } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import {
  closed,
  document,
  fakeApi,
  OPEN,
  RECOGNITION_ID,
  recognitionEvent,
  renderAt,
  SUSPENSION_ID,
  suspensionView,
} from '../recognition-fixtures';
import { SuspensionPage } from './suspension-page';

const VIEW = `/api/companies/recognition/${RECOGNITION_ID}/suspension/${SUSPENSION_ID}`;

const renderPage = () =>
  renderAt(<SuspensionPage />, {
    route: paths.recognitionSuspension.path,
    path: paths.recognitionSuspension.href(RECOGNITION_ID, SUSPENSION_ID),
  });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T02:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a suspension’s page', () => {
  it('names the suspension, its grounds and until when an appeal may be made', async () => {
    fakeApi({ [`GET ${VIEW}`]: () => ({ data: suspensionView() }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suspension of your AOR recognition' }),
    ).toBeTruthy();
    expect(screen.getByText('You may appeal until 12 Dec 2026')).toBeTruthy();
    const grounds = screen.getByRole('region', { name: 'Grounds for the suspension' });
    expect(within(grounds).getByText(/auditor who is not authorised/)).toBeTruthy();
    // The appeal is the page's main action; acknowledging is beside it.
    expect(screen.getByRole('button', { name: 'Acknowledge the suspension' }).className).toContain(
      'button--secondary',
    );
    expect(screen.getByRole('form', { name: 'Appeal against the suspension' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AOR recognition' }).getAttribute('href')).toBe(
      paths.recognitionDetails.href(RECOGNITION_ID),
    );
  });

  it('gives the reason in place of the appeal form once the period has ended', async () => {
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: suspensionView({
          suspension: { appealDeadline: '2026-11-15T15:59:59.000Z' },
          companyActions: {
            acknowledge: closed('You have acknowledged this suspension.'),
            appeal: closed('The appeal period ended on 15 Nov 2026.'),
          },
        }),
      }),
    });
    renderPage();
    expect(await screen.findByText('The appeal period ended on 15 Nov 2026')).toBeTruthy();
    const appeal = screen.getByRole('region', { name: 'Appeal against the suspension' });
    expect(within(appeal).getByText('The appeal period ended on 15 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit appeal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acknowledge the suspension' })).toBeNull();
  });

  it('shows the regulator’s question with the form to answer it while details are required', async () => {
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: suspensionView({
          suspension: {
            status: SuspensionStatus.suspensionDetailsRequired,
            statusLabel: 'Suspension Details Required',
            suspendedAt: null,
            appealDeadline: null,
          },
          detailsRequest: 'Send the list of auditors who signed reports in 2026.',
          companyActions: {
            'provide-details': OPEN,
            acknowledge: closed('Your recognition is not suspended.'),
            appeal: closed('You can appeal once your recognition is suspended.'),
          },
        }),
      }),
    });
    renderPage();
    const request = await screen.findByRole('region', { name: 'Details requested' });
    expect(within(request).getByText('Send the list of auditors who signed reports in 2026.')).toBeTruthy();
    expect(within(request).getByLabelText('Your answer')).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'Send the details' })).toBeTruthy();
  });

  it('shows every event of the timeline with who, when, what was said and its documents', async () => {
    const letter = document('suspension-letter.pdf');
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: suspensionView({
          timeline: [
            recognitionEvent({
              subject: 'suspension',
              action: 'propose',
              title: 'Suspension proposed',
              statusLabel: 'Suspension Requested',
            }),
            recognitionEvent({
              subject: 'suspension',
              action: 'suspend',
              title: 'Recognition suspended',
              statusLabel: 'Suspended',
              detail: 'Suspended until the corrective actions are shown.',
              documents: [letter],
            }),
          ],
        }),
      }),
    });
    renderPage();
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect([...timeline.querySelectorAll('li strong')].map((title) => title.textContent)).toEqual([
      'Suspension proposed',
      'Recognition suspended',
    ]);
    expect(within(timeline).getByText('Suspended until the corrective actions are shown.')).toBeTruthy();
    expect(
      within(timeline)
        .getByRole('link', { name: /suspension-letter\.pdf/ })
        .getAttribute('href'),
    ).toBe(`/api/companies/recognition/suspension/appeal-comment-supporting-doc/${letter.attachmentId}`);
  });

  it('after a step, confirms it with the API’s words and reads again what the step changed', async () => {
    let acknowledged = false;
    const api = fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: acknowledged
          ? suspensionView({
              suspension: {
                status: SuspensionStatus.suspensionAcknowledged,
                statusLabel: 'Suspension Acknowledged',
              },
              companyActions: { acknowledge: closed('You have acknowledged this suspension.') },
            })
          : suspensionView(),
      }),
      [`POST ${VIEW}/acknowledge`]: () => {
        acknowledged = true;
        return { message: 'You have acknowledged the suspension of your AOR recognition.' };
      },
    });
    const { queryClient } = renderPage();
    queryClient.setQueryData(['session', 'company-recognitions'], []);
    queryClient.setQueryData(['session', 'in-app-notifications'], { pages: [], pageParams: [] });
    await screen.findByRole('button', { name: 'Acknowledge the suspension' });
    await press('Acknowledge the suspension');
    await press('Confirm');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('You have acknowledged the suspension of your AOR recognition.');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Acknowledge the suspension' })).toBeNull(),
    );
    expect(screen.getAllByText('Suspension Acknowledged').length).toBeGreaterThan(0);
    expect(api.sent('GET', VIEW)).toHaveLength(2);
    expect(queryClient.getQueryState(['session', 'company-recognitions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['session', 'in-app-notifications'])?.isInvalidated).toBe(true);
  });
});
