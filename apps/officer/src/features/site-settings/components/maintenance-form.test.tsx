import type { MaintenanceWindow } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { openDialog, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceForm } from './maintenance-form';
import { whenOf } from './singapore-when';

const WINDOW: MaintenanceWindow = {
  id: '0b7c6d5e-4f3a-4b2c-9d1e-8f7a6b5c4d3e',
  message: 'Upgrading the portal',
  startsAt: '2099-11-30T18:00:00.000Z',
  endsAt: '2099-11-30T20:30:00.000Z',
  state: 'scheduled',
  createdAt: '2026-11-30T02:00:00.000Z',
};

/** The API as the form meets it: each call recorded, each answered with the window scheduled. */
const maintenanceApi = (reply: { status?: number; message?: unknown } = {}) =>
  fakeApi({}, () =>
    reply.status
      ? { status: reply.status, message: reply.message }
      : { status: 201, data: WINDOW, message: reply.message ?? 'Scheduled maintenance.' },
  ).calls;

function renderMaintenanceForm() {
  const onScheduled = vi.fn();
  renderForm(<MaintenanceForm onScheduled={onScheduled} />);
  return onScheduled;
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
/** A `datetime-local` box holding a date and time typed only in part: its value reads as empty. */
const halfType = (label: string) =>
  Object.defineProperty(box(label), 'validity', { value: { badInput: true }, configurable: true });
/** A `datetime-local` value some days from now, in Singapore time. */
const daysAhead = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10)}T${time}`;

afterEach(cleanup);

describe('the maintenance form', () => {
  it('asks for the end and the message, at their fields, before anything is sent', async () => {
    const calls = maintenanceApi();
    renderMaintenanceForm();
    await press('Schedule maintenance');
    expect(summaryEntries()).toEqual([
      ['Enter when maintenance ends', '#maintenance-until'],
      ['Enter the message the Scheduled Maintenance page shows', '#maintenance-message'],
    ]);
    expect(box('Until').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('never reads a half-typed start as "now"', async () => {
    const calls = maintenanceApi();
    renderMaintenanceForm();
    halfType('From');
    halfType('Until');
    fill('Message companies see', 'Upgrading');
    await press('Schedule maintenance');
    expect(summaryEntries()).toEqual([
      ['Enter the start as a full date and time, or leave it empty to start now', '#maintenance-from'],
      ['Enter the end as a full date and time', '#maintenance-until'],
    ]);
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('schedules maintenance ahead at once, its times in Singapore time, and starts afresh', async () => {
    const calls = maintenanceApi({ message: 'Scheduled maintenance from 01/12/2099 02:00.' });
    const onScheduled = renderMaintenanceForm();
    fill('From', '2099-12-01T02:00');
    fill('Until', '2099-12-01T04:30');
    fill('Message companies see', ' Upgrading the portal ');
    await press('Schedule maintenance');
    await vi.waitFor(() =>
      expect(onScheduled).toHaveBeenCalledWith('Scheduled maintenance from 01/12/2099 02:00.'),
    );
    expect(openDialog()).toBeNull();
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/officer/maintenance-windows',
        body: {
          from: '2099-12-01T02:00:00+08:00',
          until: '2099-12-01T04:30:00+08:00',
          message: 'Upgrading the portal',
        },
      },
    ]);
    expect(box('From').value).toBe('');
    expect(box('Until').value).toBe('');
    expect(box('Message companies see').value).toBe('');
  });

  it('refuses a start in the past and an end before the start, by the API’s rules', async () => {
    maintenanceApi();
    renderMaintenanceForm();
    fill('From', daysAhead(-1, '09:00'));
    fill('Until', daysAhead(1, '09:00'));
    fill('Message companies see', 'Upgrading');
    await press('Schedule maintenance');
    expect(summaryEntries()).toEqual([
      ['Enter a start that is now or later, or leave it empty to start now', '#maintenance-from'],
    ]);
    fill('From', '2099-12-01T04:00');
    fill('Until', '2099-12-01T02:00');
    await press('Schedule maintenance');
    expect(summaryEntries()).toEqual([['Enter an end that is after the start', '#maintenance-until']]);
  });

  it('confirms maintenance that starts now before it is sent', async () => {
    const calls = maintenanceApi({ message: 'Maintenance is on.' });
    const onScheduled = renderMaintenanceForm();
    const until = daysAhead(1, '09:00');
    fill('Until', until);
    fill('Message companies see', 'Upgrading');
    await press('Schedule maintenance');
    const dialog = screen.getByRole('dialog', { name: 'Start maintenance now?' });
    expect(dialog.textContent).toContain(
      `Companies are sent to the Scheduled Maintenance page at once, until ${whenOf(`${until}:00+08:00`)} (Singapore time), and cannot use the portal meanwhile.`,
    );
    await press('Cancel', dialog);
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);

    await press('Schedule maintenance');
    await press('Start maintenance now', openDialog() as HTMLElement);
    await vi.waitFor(() => expect(onScheduled).toHaveBeenCalledWith('Maintenance is on.'));
    expect(openDialog()).toBeNull();
    expect(calls.map(({ body }) => body)).toEqual([
      { from: null, until: `${until}:00+08:00`, message: 'Upgrading' },
    ]);
  });

  it('shows the API’s refusal, the confirmation closed', async () => {
    maintenanceApi({ status: 409, message: 'Another maintenance window overlaps this one.' });
    const onScheduled = renderMaintenanceForm();
    fill('Until', daysAhead(1, '09:00'));
    fill('Message companies see', 'Upgrading');
    await press('Schedule maintenance');
    await press('Start maintenance now', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['Another maintenance window overlaps this one.', null]]),
    );
    expect(openDialog()).toBeNull();
    expect(onScheduled).not.toHaveBeenCalled();
  });
});
