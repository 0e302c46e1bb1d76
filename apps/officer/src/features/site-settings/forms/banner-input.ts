import {
  BANNER_SEVERITIES,
  BANNER_SEVERITY_LABELS,
  bannerInputSchema,
  type OfficerBanner,
  scheduleProblems,
} from '@fsmis/domain';
import type { z } from 'zod';
import { singaporeLocalOf } from '../../../lib/singapore-time';
import { typedInstant } from './typed-instant';

/** The severities an officer chooses from, each with what it is for (how loud the banner is). */
export const BANNER_SEVERITY_OPTIONS = BANNER_SEVERITIES.map((severity) => ({
  value: severity,
  label: BANNER_SEVERITY_LABELS[severity],
  hint:
    severity === 'critical'
      ? 'Read out to screen reader users as soon as the page opens'
      : severity === 'warning'
        ? 'Something companies should act on'
        : 'News companies may like to know',
}));

/** What the form says of a time typed only in part: the API never sees one, so the domain has no words for it. */
export const BANNER_FORM_MESSAGES = {
  fromIncomplete: 'Enter the start as a full date and time, or leave it empty',
  untilIncomplete:
    'Enter the end as a full date and time, or leave it empty to show the banner until it is removed',
} as const;

/** The banner's times, each typed in a `datetime-local` box of its own. */
export type BannerTime = 'from' | 'until';

const banner = bannerInputSchema.shape;

/**
 * The banner form's values as POST and PUT /api/officer/banners take them, checked by the API's own
 * rules: the domain's schema, its times read from the boxes in Singapore time (`halfTyped` tells a
 * box typed in part from one left empty), then its schedule rules once every field is right (a banner
 * may start in the past; its end must be in the future and after its start). `safeExtend` keeps the
 * domain's own check that the end comes after the start, made beside the other fields' as the API makes it.
 */
export function bannerFormSchema({
  halfTyped,
  now = () => new Date(),
}: {
  readonly halfTyped: (time: BannerTime) => boolean;
  readonly now?: () => Date;
}) {
  const M = BANNER_FORM_MESSAGES;
  const box = (time: BannerTime, incomplete: string) =>
    typedInstant({ incomplete, halfTyped: () => halfTyped(time) });
  return bannerInputSchema
    .safeExtend({
      // A box gives an instant, or null when left empty (never undefined): the domain's rule for both.
      from: box('from', M.fromIncomplete).pipe(banner.from.unwrap()),
      until: box('until', M.untilIncomplete).pipe(banner.until.unwrap()),
    })
    .transform((input, context) => {
      const at = now();
      const timing = scheduleProblems(
        { from: input.from ? new Date(input.from) : at, until: input.until ? new Date(input.until) : null },
        at,
        { startMayBePast: true },
      );
      const [untilProblem] = timing.until ?? [];
      if (untilProblem) context.addIssue({ code: 'custom', path: ['until'], message: untilProblem });
      return input;
    });
}

/** The banner form's values as typed: its times as their `datetime-local` boxes hold them. */
export type BannerFormValues = z.input<ReturnType<typeof bannerFormSchema>>;

/** A new banner's form, or an existing banner's, its times in Singapore time. */
export function bannerFormValuesOf(existing: OfficerBanner | null): BannerFormValues {
  if (!existing) return { title: '', message: '', severity: 'info', from: '', until: '' };
  return {
    title: existing.title,
    message: existing.message,
    severity: existing.severity,
    from: singaporeLocalOf(existing.startsAt),
    until: existing.endsAt ? singaporeLocalOf(existing.endsAt) : '',
  };
}
