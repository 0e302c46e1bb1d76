import { formatDay } from '@fsmis/domain';

/** A day of the round as a person reads it (`12 Jan 2027`), machine-readable too. */
export function PtDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDay(value)}</time>;
}

export const ptDateText = (value: string): string => formatDay(value);
