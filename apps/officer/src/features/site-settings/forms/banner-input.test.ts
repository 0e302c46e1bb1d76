import { SCHEDULE_MESSAGES } from '@fsmis/domain';
import { fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { schemaFields } from '@fsmis/ui/lib/use-form-kit';
import { describe, expect, it } from 'vitest';
import { currentBanner } from './banner.fixture';
import { BANNER_FORM_MESSAGES, type BannerTime, bannerFormSchema, bannerFormValuesOf } from './banner-input';

const NOW = new Date('2026-11-30T02:00:00Z'); // 10:00 in Singapore
const values = { ...bannerFormValuesOf(null), title: 'Renewals', message: 'Renew online.' };

/** The form's schema at NOW, with the boxes named in `halfTyped` typed only in part. */
const schemaWith = (...halfTyped: BannerTime[]) =>
  bannerFormSchema({ halfTyped: (time) => halfTyped.includes(time), now: () => NOW });

/** What the form makes of its values: the banner it sends, or each field's first problem. */
function bannerInputOf(typed: unknown, ...halfTyped: BannerTime[]) {
  const schema = schemaWith(...halfTyped);
  const parsed = schema.safeParse(typed);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, problems: fieldProblemsOf(parsed.error, schemaFields(schema, 'banner')) };
}

describe('the banner form', () => {
  it('lists its fields in the order shown, by the ids of their controls', () => {
    expect(schemaFields(schemaWith(), 'banner').map(({ name, id }) => [name, id])).toEqual([
      ['title', 'banner-title'],
      ['message', 'banner-message'],
      ['severity', 'banner-severity'],
      ['from', 'banner-from'],
      ['until', 'banner-until'],
    ]);
  });

  it('shows a new banner now and until it is removed when no times are given', () => {
    expect(bannerInputOf(values)).toEqual({
      ok: true,
      input: { title: 'Renewals', message: 'Renew online.', severity: 'info', from: null, until: null },
    });
  });

  it('takes a start in the past (a banner already showing) but not an end in the past', () => {
    expect(bannerInputOf({ ...values, from: '2026-11-01T09:00', until: '2026-12-31T18:00' })).toMatchObject({
      ok: true,
      input: { from: '2026-11-01T09:00:00+08:00', until: '2026-12-31T18:00:00+08:00' },
    });
    expect(bannerInputOf({ ...values, until: '2026-11-30T09:00' })).toEqual({
      ok: false,
      problems: { until: SCHEDULE_MESSAGES.untilInFuture },
    });
  });

  it('names every missing or half-typed field', () => {
    const result = bannerInputOf(
      { title: '', message: '', severity: '', from: '', until: '' },
      'from',
      'until',
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
    const form = bannerFormValuesOf(currentBanner);
    expect(form).toEqual({
      title: 'Renewals',
      message: 'Renew online.',
      severity: 'warning',
      from: '2026-11-01T09:00',
      until: '',
    });
  });
});
