import type { ReactNode } from 'react';
import './summary-list.css';

export type SummaryRow = { readonly key: string; readonly value: ReactNode };

/** The GOV.UK summary list: facts as key and value pairs. */
export function SummaryList({ rows }: { readonly rows: readonly SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.key}>
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
