/**
 * Times as officers type and read them: in Singapore, whatever the browser's own time zone. Singapore
 * has kept UTC+08:00 all year since 1982, so a fixed offset converts both ways.
 */
const OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60_000;
/** A `datetime-local` input's value: `yyyy-mm-ddThh:mm`, seconds optional. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

/** The day it is in Singapore, `yyyy-mm-dd`. */
export function singaporeToday(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as a `datetime-local` value in Singapore time, `yyyy-mm-ddThh:mm`. */
export function singaporeLocalOf(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Singapore time, as the API takes instants: ISO 8601 with its
 * offset (`2026-12-01T02:00:00+08:00`). Null when it is not a real date and time (31 April, 25:00).
 */
export function singaporeInstantOf(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [, date, time, seconds = '00'] = match;
  const instant = `${date}T${time}:${seconds}${OFFSET}`;
  const parsed = Date.parse(instant);
  // Engines roll an impossible day over (30 February is 2 March): it must read back as typed.
  if (Number.isNaN(parsed) || singaporeLocalOf(new Date(parsed)) !== `${date}T${time}`) return null;
  return instant;
}
