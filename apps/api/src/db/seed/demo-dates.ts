const DAY_MS = 86_400_000;

/** Seeded dates are relative to the moment of seeding, so the demo world always looks current. */
export function daysAgo(days: number, from = Date.now()): Date {
  return new Date(from - days * DAY_MS);
}

export function daysFromNow(days: number, from = Date.now()): Date {
  return daysAgo(-days, from);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
