import { formatDate } from '@fsmis/domain';

const DATE = 'dd MMM yyyy';

/** A day of the round as a person reads it (`12 Jan 2027`), machine-readable too. */
export function PtDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE)}</time>;
}

export const ptDateText = (value: string): string => formatDate(value, DATE);
