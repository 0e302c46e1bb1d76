import { formatDay, formatMoment } from '@fsmis/domain';

/** A day (or the day of an instant) as officers read it, in Singapore: 01 Dec 2026. */
export function PtDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDay(value)}</time>;
}

/** An instant with its time, in Singapore: 01 Dec 2026 10:30:00. */
export function PtDateTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatMoment(value)}</time>;
}
