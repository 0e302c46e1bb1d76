import {
  BANNER_SEVERITIES,
  BANNER_SEVERITY_LABELS,
  type BannerInput,
  type BannerSeverity,
  bannerInputSchema,
  type OfficerBanner,
  scheduleProblems,
} from '@fsmis/domain';
import { type FieldProblems, fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { singaporeLocalOf } from '../../../lib/singapore-time';
import { readInstant, type TypedInstant } from './typed-instant';

export const BANNER_FIELDS = [
  { name: 'title', id: 'banner-title' },
  { name: 'message', id: 'banner-message' },
  { name: 'severity', id: 'banner-severity' },
  { name: 'from', id: 'banner-from' },
  { name: 'until', id: 'banner-until' },
] as const;
export type BannerField = (typeof BANNER_FIELDS)[number]['name'];

export type BannerFormValues = {
  readonly title: string;
  readonly message: string;
  readonly severity: BannerSeverity | '';
  readonly from: TypedInstant;
  readonly until: TypedInstant;
};

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

export const BANNER_FORM_MESSAGES = {
  fromIncomplete: 'Enter the start as a full date and time, or leave it empty',
  untilIncomplete:
    'Enter the end as a full date and time, or leave it empty to show the banner until it is removed',
} as const;

const blank: TypedInstant = { value: '', incomplete: false };

/** A new banner's form, or an existing banner's, its times in Singapore time. */
export function bannerFormValuesOf(banner: OfficerBanner | null): BannerFormValues {
  if (!banner) return { title: '', message: '', severity: 'info', from: blank, until: blank };
  return {
    title: banner.title,
    message: banner.message,
    severity: banner.severity,
    from: { value: singaporeLocalOf(banner.startsAt), incomplete: false },
    until: banner.endsAt ? { value: singaporeLocalOf(banner.endsAt), incomplete: false } : blank,
  };
}

export type BannerRequest =
  | { readonly ok: true; readonly input: BannerInput }
  | { readonly ok: false; readonly problems: FieldProblems<BannerField> };

/**
 * The form's values as POST and PUT /api/officer/banners take them, checked by the API's own rules (a
 * banner may start in the past; its end must be in the future and after its start), or the problems.
 */
export function bannerInputOf(values: BannerFormValues, now = new Date()): BannerRequest {
  const problems: FieldProblems<BannerField> = {};
  const from = readInstant(values.from, { incomplete: BANNER_FORM_MESSAGES.fromIncomplete });
  const until = readInstant(values.until, { incomplete: BANNER_FORM_MESSAGES.untilIncomplete });
  if (!from.ok) problems.from = from.message;
  if (!until.ok) problems.until = until.message;

  const parsed = bannerInputSchema.safeParse({
    title: values.title,
    message: values.message,
    severity: values.severity,
    from: from.ok ? from.instant : null,
    until: until.ok ? until.instant : null,
  });
  const found = { ...(parsed.success ? {} : fieldProblemsOf(parsed.error, BANNER_FIELDS)), ...problems };
  if (!parsed.success || Object.keys(found).length > 0) return { ok: false, problems: found };

  const { from: start, until: end } = parsed.data;
  const timing = scheduleProblems(
    { from: start ? new Date(start) : now, until: end ? new Date(end) : null },
    now,
    { startMayBePast: true },
  );
  if (timing.until) return { ok: false, problems: { until: timing.until[0] } };
  return { ok: true, input: parsed.data };
}
