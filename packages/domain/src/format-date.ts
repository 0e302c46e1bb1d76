/** The date formats of docs/requirements.md §9. `longWeekday` reads like "Sunday, 22 November 2026". */
export const DATE_FORMATS = [
  'dd/MM/yyyy',
  'dd MMM yyyy',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yyyy HH:mm:ss',
  'dd MMM yyyy HH:mm:ss',
  'LLL yyyy',
  'longWeekday',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const DISPLAY_TIME_ZONE = 'Asia/Singapore';

interface DateParts {
  readonly year: string;
  readonly month: string;
  readonly monthName: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
  readonly weekday: string;
}

const BUILDERS: Readonly<Record<DateFormat, (parts: DateParts) => string>> = {
  'dd/MM/yyyy': (p) => `${p.day}/${p.month}/${p.year}`,
  'dd MMM yyyy': (p) => `${p.day} ${p.monthName.slice(0, 3)} ${p.year}`,
  'dd/MM/yyyy HH:mm': (p) => `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`,
  'dd/MM/yyyy HH:mm:ss': (p) => `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`,
  'dd MMM yyyy HH:mm:ss': (p) =>
    `${p.day} ${p.monthName.slice(0, 3)} ${p.year} ${p.hour}:${p.minute}:${p.second}`,
  'LLL yyyy': (p) => `${p.monthName.slice(0, 3)} ${p.year}`,
  longWeekday: (p) => `${p.weekday}, ${p.day} ${p.monthName} ${p.year}`,
};

type PartName = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'weekday';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Singapore has kept UTC+8, without summer time, since this instant (tz database, Asia/Singapore).
 * From then on its time is worked out with arithmetic: the first `Intl.DateTimeFormat` with a time zone
 * loads the browser's time zone data, which took 97 ms of the Dashboard's first render (its footer date).
 */
const SINGAPORE_FIXED_OFFSET_SINCE = Date.UTC(1981, 11, 31, 16);
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function singaporeParts(date: Date): DateParts {
  if (date.getTime() < SINGAPORE_FIXED_OFFSET_SINCE) return historicalSingaporeParts(date);
  const local = new Date(date.getTime() + SINGAPORE_OFFSET_MS);
  const monthIndex = local.getUTCMonth();
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(monthIndex + 1),
    // getUTCMonth and getUTCDay always answer an index of these lists.
    monthName: MONTH_NAMES[monthIndex] as string,
    day: twoDigits(local.getUTCDate()),
    hour: twoDigits(local.getUTCHours()),
    minute: twoDigits(local.getUTCMinutes()),
    second: twoDigits(local.getUTCSeconds()),
    weekday: WEEKDAY_NAMES[local.getUTCDay()] as string,
  };
}

// Before 1982 Singapore's offset changed several times: the tz database, through Intl, knows them.
// Two formatters, created when first needed: numbers (2-digit day and month, 24-hour clock) and English
// names. The short month is the first three letters of the long name: ICU's own en-GB short form of
// September is "Sept", and the pattern MMM wants three letters.
let numberFormatter: Intl.DateTimeFormat | undefined;
let nameFormatter: Intl.DateTimeFormat | undefined;

function historicalSingaporeParts(date: Date): DateParts {
  numberFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  nameFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    month: 'long',
    weekday: 'long',
  });
  const numbers = partsOf(numberFormatter, date);
  const names = partsOf(nameFormatter, date);
  return {
    year: numbers.year.padStart(4, '0'),
    month: numbers.month,
    monthName: names.month,
    day: numbers.day,
    hour: numbers.hour,
    minute: numbers.minute,
    second: numbers.second,
    weekday: names.weekday,
  };
}

// The formatters' options guarantee the parts read above.
function partsOf(formatter: Intl.DateTimeFormat, date: Date): Readonly<Record<PartName, string>> {
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value])) as Record<
    PartName,
    string
  >;
}

// An ISO date-time without `Z` or an offset is UTC (docs/requirements.md §9), not local time as `Date` would
// read it.
const ISO_WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** The instant a UTC timestamp names, or null when there is none. */
export function parseUtc(input: string | Date | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  const date = typeof input === 'string' ? new Date(input.trim().replace(ISO_WITHOUT_ZONE, '$1T$2Z')) : input;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A UTC timestamp shown in Singapore time in one of the formats of docs/requirements.md §9; '' when there is
 * no valid date.
 */
export function formatDate(input: string | Date | null | undefined, format: DateFormat): string {
  const date = parseUtc(input);
  return date === null ? '' : BUILDERS[format](singaporeParts(date));
}

/**
 * The Singapore wall-clock time of a UTC timestamp, as a Date whose UTC fields read it: a spreadsheet's
 * date cell has no time zone, so it is given the time people in Singapore read (docs/requirements.md
 * §9). Null when there is no valid date.
 */
export function singaporeWallClock(input: string | Date | null | undefined): Date | null {
  const date = parseUtc(input);
  if (date === null) return null;
  const p = singaporeParts(date);
  const at = new Date(0);
  at.setUTCFullYear(Number(p.year), Number(p.month) - 1, Number(p.day));
  at.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), 0);
  return at;
}

/**
 * A day: a deadline, a due date, an expiry, a validity, a day chosen, an issue date; anything shown without
 * a time. "03 Dec 2026" (`dd MMM yyyy` of docs/requirements.md §9); '' when there is no valid date.
 */
export function formatDay(input: string | Date | null | undefined): string {
  return formatDate(input, 'dd MMM yyyy');
}

/**
 * A moment: when something was done, sent, saved, submitted, published, recorded or scheduled; any date
 * shown with its time. "03 Dec 2026 14:22:05" (`dd MMM yyyy HH:mm:ss` of docs/requirements.md §9); '' when
 * there is no valid date.
 */
export function formatMoment(input: string | Date | null | undefined): string {
  return formatDate(input, 'dd MMM yyyy HH:mm:ss');
}

/**
 * A month: "Dec 2026" (`LLL yyyy` of docs/requirements.md §9); '' when there is no valid date.
 */
export function formatMonth(input: string | Date | null | undefined): string {
  return formatDate(input, 'LLL yyyy');
}

/**
 * A long day, written out in words: the footer's last-updated date, a site visit's day in its notice.
 * "Thursday, 03 December 2026" (`longWeekday` of docs/requirements.md §9); '' when there is no valid date.
 */
export function formatLongDay(input: string | Date | null | undefined): string {
  return formatDate(input, 'longWeekday');
}

/**
 * The time of day alone, "14:22" in Singapore, for a sentence that already names the day (a visit "at
 * 10:00", a finding's time). Not for a moment, which is shown whole with formatMoment; '' when there is no
 * valid date.
 */
export function formatTimeOfDay(input: string | Date | null | undefined): string {
  const date = parseUtc(input);
  if (date === null) return '';
  const p = singaporeParts(date);
  return `${p.hour}:${p.minute}`;
}

/** The Singapore calendar day of a UTC timestamp, as numbers. */
export interface SingaporeDateParts {
  /** Four digits, "2026". */
  readonly year: string;
  /** Two digits, "01" to "12". */
  readonly month: string;
  /** Two digits, "01" to "31". */
  readonly day: string;
}

/**
 * The year, month and day of a UTC timestamp in Singapore time, for code that builds numbers, names or
 * keys from them (invoice and recognition numbers, file names, a list query's day); null when there is no
 * valid date. Not for display: a day is shown with formatDay.
 */
export function singaporeDateParts(input: string | Date | null | undefined): SingaporeDateParts | null {
  const date = parseUtc(input);
  if (date === null) return null;
  const { year, month, day } = singaporeParts(date);
  return { year, month, day };
}
