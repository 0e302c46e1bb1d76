import { memberOf, singaporeDateParts } from '@fsmis/domain';
import { z } from 'zod';

/**
 * Query parameters of the portal's lists (docs/domain.md): PascalCase names, arrays as a repeated key
 * (`Status=2&Status=3`, which Fastify parses into an array), empty values meaning "no filter".
 */

const MAX_REPEATS = 50;

const oneOrMany = (value: unknown) => (Array.isArray(value) ? value : [value]);

/**
 * A filter of codes given once or repeated; answers the codes as numbers, or an error naming the list.
 * The OpenAPI document shows the codes themselves as the values, not any text.
 */
export function repeatedCodes<const C extends number>(codes: readonly C[], message: string) {
  const known = memberOf(codes);
  return z
    .preprocess(
      oneOrMany,
      z.array(z.string(message), message).max(MAX_REPEATS, `Choose at most ${MAX_REPEATS} values`),
    )
    .meta({ items: { type: 'string', enum: codes.map(String) } })
    .transform((items, context) => {
      const values = items
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map((item) => (/^\d+$/.test(item) ? Number(item) : Number.NaN));
      if (!values.every(known)) {
        context.addIssue({ code: 'custom', message, input: items });
        return z.NEVER;
      }
      return values;
    })
    .optional();
}

// Shared with the console, which reads the page of its URL with the same rule.
export { pageParameter, pageSizeParameter, searchParameter } from '@fsmis/domain';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date filter: a calendar day `yyyy-MM-dd`, read in Singapore time (docs/requirements.md §9), or an ISO
 * date-time (what the web's query string sends for a Date). Answers the day's first instant, or the instant
 * given.
 */
function dateParameter(message: string) {
  return z
    .string(message)
    .trim()
    .transform((text, context) => {
      if (text === '') return undefined;
      const day = DAY.exec(text);
      if (day) {
        const [, year, month, date] = day;
        // Singapore has kept UTC+08:00 since 1982, so a day starts at 00:00+08:00.
        const start = new Date(`${year}-${month}-${date}T00:00:00+08:00`);
        const parts = singaporeDateParts(start);
        if (parts !== null && parts.year === year && parts.month === month && parts.day === date)
          return { start, wholeDay: true };
      } else if (z.iso.datetime({ offset: true }).safeParse(text).success) {
        return { start: new Date(text), wholeDay: false };
      }
      context.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    })
    .meta({ format: 'date', description: 'A day (yyyy-MM-dd, Singapore time) or an ISO date-time.' })
    .optional();
}

const DAY_MS = 86_400_000;

/** `DateFrom` and `DateTo`, both included, as a half-open range of instants [from, before). */
export const dateRangeParameters = {
  DateFrom: dateParameter('Enter the start date as a real date, like 2026-01-31'),
  DateTo: dateParameter('Enter the end date as a real date, like 2026-01-31'),
};

export interface InstantRange {
  from?: Date;
  before?: Date;
}

type DateParameter = { start: Date; wholeDay: boolean } | undefined;

export function instantRange(dateFrom: DateParameter, dateTo: DateParameter): InstantRange {
  return {
    ...(dateFrom ? { from: dateFrom.start } : {}),
    ...(dateTo ? { before: new Date(dateTo.start.getTime() + (dateTo.wholeDay ? DAY_MS : 1)) } : {}),
  };
}

/** Refuses a range whose end comes before its start, naming `DateTo`. */
export function endNotBeforeStart(query: { DateFrom?: DateParameter; DateTo?: DateParameter }) {
  const { DateFrom: from, DateTo: to } = query;
  return !from || !to || from.start.getTime() <= to.start.getTime();
}
export const END_BEFORE_START_MESSAGE = 'Enter an end date that is on or after the start date';

/** LIKE pattern for "contains", with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** LIKE pattern for "starts with", with the pattern characters of the text taken literally. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
