import { SCHEDULE_MESSAGES } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { BANNER_FORM_MESSAGES, bannerFormValuesOf, bannerInputOf } from './banner-input';

const NOW = new Date('2026-11-30T02:00:00Z'); // 10:00 in Singapore
const typed = (value: string, incomplete = false) => ({ value, incomplete });
const values = { ...bannerFormValuesOf(null), title: 'Renewals', message: 'Renew online.' };

describe('the banner form', () => {
  it('shows a new banner now and until it is removed when no times are given', () => {
    expect(bannerInputOf(values, NOW)).toEqual({
      ok: true,
      input: { title: 'Renewals', message: 'Renew online.', severity: 'info', from: null, until: null },
    });
  });

  it('takes a start in the past (a banner already showing) but not an end in the past', () => {
    expect(
      bannerInputOf({ ...values, from: typed('2026-11-01T09:00'), until: typed('2026-12-31T18:00') }, NOW),
    ).toMatchObject({
      ok: true,
      input: { from: '2026-11-01T09:00:00+08:00', until: '2026-12-31T18:00:00+08:00' },
    });
    expect(bannerInputOf({ ...values, until: typed('2026-11-30T09:00') }, NOW)).toEqual({
      ok: false,
      problems: { until: SCHEDULE_MESSAGES.untilInFuture },
    });
  });

  it('names every missing or half-typed field', () => {
    const result = bannerInputOf(
      { title: '', message: '', severity: '', from: typed('', true), until: typed('', true) },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        title: 'Enter the title of the banner',
        message: 'Enter the message of the banner',
        severity: 'Choose a severity: info, warning, critical',
        from: BANNER_FORM_MESSAGES.fromIncomplete,
        until: BANNER_FORM_MESSAGES.untilIncomplete,
      },
    });
  });

  it('fills the form with a banner’s own values, its times in Singapore time', () => {
    const form = bannerFormValuesOf({
      id: '5798901a-a477-43d2-a536-f7848aa9fc99',
      title: 'Renewals',
      message: 'Renew online.',
      severity: 'warning',
      startsAt: '2026-11-01T01:00:00.000Z',
      endsAt: null,
      state: 'current',
      createdAt: '2026-11-01T01:00:00.000Z',
    });
    expect(form).toEqual({
      title: 'Renewals',
      message: 'Renew online.',
      severity: 'warning',
      from: typed('2026-11-01T09:00'),
      until: typed(''),
    });
  });
});
