import type { OfficerBanner } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentBanner } from '../forms/banner.fixture';
import { BannerForm } from './banner-form';

const BANNER = currentBanner;

/** The API as the form meets it: each call recorded, each answered with the banner saved. */
const bannersApi = (reply: { status?: number; message?: unknown } = {}) =>
  fakeApi({}, () =>
    reply.status
      ? { status: reply.status, message: reply.message }
      : { status: 201, data: BANNER, message: reply.message ?? 'Created the banner.' },
  ).calls;

function renderBannerForm(banner: OfficerBanner | null = null) {
  const onSaved = vi.fn();
  const onStopEditing = vi.fn();
  renderForm(<BannerForm banner={banner} onSaved={onSaved} onStopEditing={onStopEditing} />);
  return { onSaved, onStopEditing };
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
/** A `datetime-local` box holding a date and time typed only in part: its value reads as empty. */
const halfType = (label: string) =>
  Object.defineProperty(box(label), 'validity', { value: { badInput: true }, configurable: true });

afterEach(cleanup);

describe('the banner form', () => {
  it('asks for the title and the message, at their fields, before anything is sent', async () => {
    const calls = bannersApi();
    renderBannerForm();
    await press('Create the banner');
    expect(summaryEntries()).toEqual([
      ['Enter the title of the banner', '#banner-title'],
      ['Enter the message of the banner', '#banner-message'],
    ]);
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('never reads a half-typed time as left empty, and lists every problem in the form’s order', async () => {
    const calls = bannersApi();
    renderBannerForm();
    fill('Message', 'Renew online.');
    halfType('Show from');
    halfType('Show until');
    await press('Create the banner');
    expect(summaryEntries()).toEqual([
      ['Enter the title of the banner', '#banner-title'],
      ['Enter the start as a full date and time, or leave it empty', '#banner-from'],
      [
        'Enter the end as a full date and time, or leave it empty to show the banner until it is removed',
        '#banner-until',
      ],
    ]);
    expect(calls).toHaveLength(0);
  });

  it('refuses an end before the start, by the API’s rule', async () => {
    const calls = bannersApi();
    renderBannerForm();
    fill('Title', 'Renewals');
    fill('Message', 'Renew online.');
    fill('Show from', '2099-12-02T09:00');
    fill('Show until', '2099-12-01T09:00');
    await press('Create the banner');
    expect(summaryEntries()).toEqual([['Enter an end that is after the start', '#banner-until']]);
    expect(calls).toHaveLength(0);
  });

  it('creates the banner with its times in Singapore time, says so, and starts afresh', async () => {
    const calls = bannersApi({ message: 'Created the banner "Renewals"; it shows now.' });
    const { onSaved } = renderBannerForm();
    fill('Title', '  Renewals  ');
    fill('Message', 'Renew online.');
    fireEvent.click(screen.getByLabelText('Important'));
    fill('Show from', '2099-12-01T09:00');
    fill('Show until', '2099-12-31T18:00');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Important: Renewals');
    await press('Create the banner');
    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Created the banner "Renewals"; it shows now.'),
    );
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/officer/banners',
        body: {
          title: 'Renewals',
          message: 'Renew online.',
          severity: 'critical',
          from: '2099-12-01T09:00:00+08:00',
          until: '2099-12-31T18:00:00+08:00',
        },
      },
    ]);
    expect(box('Title').value).toBe('');
    expect(box('Show from').value).toBe('');
    expect((screen.getByLabelText('Information') as HTMLInputElement).checked).toBe(true);
  });

  it('shows a new banner now and until it is removed when no times are given', async () => {
    const calls = bannersApi();
    const { onSaved } = renderBannerForm();
    fill('Title', 'Renewals');
    fill('Message', 'Renew online.');
    await press('Create the banner');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      title: 'Renewals',
      message: 'Renew online.',
      severity: 'info',
      from: null,
      until: null,
    });
  });

  it('edits a banner from its own values, in Singapore time, and saves it whole', async () => {
    const calls = bannersApi({ message: 'Saved the banner "Renewals".' });
    const { onSaved, onStopEditing } = renderBannerForm(BANNER);
    expect(screen.getByRole('heading', { name: 'Edit the banner “Renewals”' })).toBe(document.activeElement);
    expect(box('Title').value).toBe('Renewals');
    expect(box('Show from').value).toBe('2026-11-01T09:00');
    expect(box('Show until').value).toBe('');
    expect((screen.getByLabelText('Warning') as HTMLInputElement).checked).toBe(true);
    fill('Message', 'Renew online, for every programme.');
    await press('Save the banner');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved the banner "Renewals".'));
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: `/api/officer/banners/${BANNER.id}`,
        body: {
          title: 'Renewals',
          message: 'Renew online, for every programme.',
          severity: 'warning',
          from: '2026-11-01T09:00:00+08:00',
          until: null,
        },
      },
    ]);
    await press('Cancel editing');
    expect(onStopEditing).toHaveBeenCalledTimes(1);
  });

  it('puts the API’s 400 on its fields, and any other refusal as the API’s message', async () => {
    bannersApi({ status: 400, message: { title: ['A banner with this title is showing'] } });
    const { onSaved } = renderBannerForm();
    fill('Title', 'Renewals');
    fill('Message', 'Renew online.');
    await press('Create the banner');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['A banner with this title is showing', '#banner-title']]),
    );
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    cleanup();

    bannersApi({ status: 404, message: 'The banner was removed meanwhile.' });
    renderBannerForm(BANNER);
    await press('Save the banner');
    await vi.waitFor(() => expect(summaryEntries()).toEqual([['The banner was removed meanwhile.', null]]));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
