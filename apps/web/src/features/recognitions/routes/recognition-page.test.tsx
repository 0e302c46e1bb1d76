import { PendingDetailsStatus, SuspensionStatus } from '@fsmis/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  companyPendingDetailsActions,
  companySuspensionActions,
  document,
  fakeApi,
  RECOGNITION_ID,
  recognitionEvent,
  recognitionView,
  renderAt,
  SUSPENSION_ID,
  uuid,
} from '../recognition-fixtures';
import { RecognitionPage } from './recognition-page';

const VIEW = `/api/companies/recognition/${RECOGNITION_ID}`;
const APPLICATION_ID = '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10';

const renderPage = () =>
  renderAt(<RecognitionPage />, {
    route: paths.recognitionDetails.path,
    path: paths.recognitionDetails.href(RECOGNITION_ID),
  });

const rowsOf = (list: Element) =>
  [...list.querySelectorAll('.summary-list__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

afterEach(cleanup);

describe('the recognition’s page', () => {
  it('names the recognition and sums it up, with the days it has left', async () => {
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: recognitionView({ recognition: { daysUntilExpiry: 45, renewalDue: true } }),
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'LRP recognition' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(rowsOf(summary)).toEqual([
      ['Recognition number', 'LRP-REC-2024-0018'],
      ['Status', 'Recognised'],
      ['Scope', 'Chemical testing of food: heavy metals by ICP-MS.'],
      ['Valid from', '12 Jan 2024'],
      ['Valid until', '12 Jan 2027 (45 days left)'],
    ]);
    expect(
      screen.getByText('Your LRP recognition expires on 12 Jan 2027. Apply to renew it before then.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Important',
      'Summary',
      'What you can do',
      'Applications that granted or changed it',
      'History',
    ]);
  });

  it('lists the applications that granted it, its suspensions and its history with documents', async () => {
    const report = document('audit-report.pdf');
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: recognitionView({
          grants: [
            {
              applicationId: APPLICATION_ID,
              referenceNumber: 'LRP-2024-0007',
              category: 1,
              categoryLabel: 'New',
              outcome: 'Granted',
              recognisedAt: '2024-01-11T16:00:00.000Z',
            },
          ],
          suspensions: [
            {
              id: SUSPENSION_ID,
              recognitionId: RECOGNITION_ID,
              status: SuspensionStatus.reinstated,
              statusLabel: 'Reinstated',
              grounds: 'Late proficiency testing results.',
              proposedAt: '2025-03-02T02:00:00.000Z',
              suspendedAt: '2025-03-09T02:00:00.000Z',
              appealDeadline: '2025-03-23T15:59:59.000Z',
              appealMade: true,
              ended: true,
              actions: companySuspensionActions(SuspensionStatus.reinstated, '2025-03-23T15:59:59.000Z'),
            },
          ],
          history: [
            recognitionEvent({
              id: uuid(),
              subject: 'suspension',
              action: 'reinstate',
              title: 'Recognition reinstated',
              detail: 'The results were received.',
              documents: [report],
            }),
          ],
        }),
      }),
    });
    renderPage();
    const grants = await screen.findByRole('region', { name: 'Applications that granted or changed it' });
    expect(within(grants).getByRole('link', { name: 'LRP-2024-0007' }).getAttribute('href')).toBe(
      paths.applicationDetails.href(APPLICATION_ID),
    );
    const suspensions = screen.getByRole('region', { name: 'Suspensions' });
    expect(
      within(suspensions)
        .getByRole('link', { name: 'Suspension proposed on 02 Mar 2025' })
        .getAttribute('href'),
    ).toBe(paths.recognitionSuspension.href(RECOGNITION_ID, SUSPENSION_ID));
    expect(within(suspensions).getByText('Reinstated')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Recognition reinstated')).toBeTruthy();
    expect(within(history).getByText(/by Olivia Tan \(the regulator\)\. Status: Recognised/)).toBeTruthy();
    expect(
      within(history)
        .getByRole('link', { name: /audit-report\.pdf/ })
        .getAttribute('href'),
    ).toBe(`${VIEW}/document/${report.attachmentId}`);
  });

  it('shows each request for details, the officer’s reason for returning an answer, and the form', async () => {
    const pendingId = uuid();
    fakeApi({
      [`GET ${VIEW}`]: () => ({
        data: recognitionView({
          recognition: { pendingDetailsCount: 1 },
          pendingDetails: [
            {
              id: pendingId,
              recognitionId: RECOGNITION_ID,
              description: 'Send the signed calibration certificate of the ICP-MS.',
              dueDate: '2026-12-31',
              status: 1,
              statusLabel: 'Pending Details',
              requestedAt: '2026-11-02T02:00:00.000Z',
              response: 'Attached.',
              respondedAt: '2026-11-05T02:00:00.000Z',
              documents: [],
              returnReason: 'The certificate attached is not signed.',
              actions: companyPendingDetailsActions(PendingDetailsStatus.pendingDetails),
            },
          ],
        }),
      }),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Details to provide' });
    expect(section.id).toBe('details-to-provide');
    expect(within(section).getByText('Send the signed calibration certificate of the ICP-MS.')).toBeTruthy();
    expect(within(section).getByText('The certificate attached is not signed.')).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 4, name: 'Provide the details' })).toBeTruthy();
    expect(within(section).getByLabelText('Your answer')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Send the details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provide the details' }).getAttribute('href')).toBe(
      '#details-to-provide',
    );
  });

  it('says when the recognition is not the company’s, without the page around it', async () => {
    fakeApi({ [`GET ${VIEW}`]: () => ({ status: 404, message: 'We could not find this recognition.' }) });
    renderPage();
    expect(await screen.findByText('We could not find this recognition.')).toBeTruthy();
    expect(screen.getByText(/Check that the link is correct/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull();
  });
});
