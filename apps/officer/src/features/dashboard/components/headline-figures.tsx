import { formatNumber } from '@fsmis/domain';
import type { HeadlineFigures as Figures } from '../utils/statistics-figures';

/** The four totals an officer looks for first, over every programme. */
export function HeadlineFigures({
  figures,
  periodText,
  asOfText,
}: {
  readonly figures: Figures;
  /** "01 Dec 2025 to 27 Nov 2026". */
  readonly periodText: string;
  /** When the "now" figures were read, in Singapore time. */
  readonly asOfText: string;
}) {
  const items = [
    { key: 'received', label: 'Received', value: figures.received, note: periodText },
    { key: 'decided', label: 'Decided', value: figures.decided, note: periodText },
    { key: 'pending', label: 'Pending now', value: figures.pendingNow, note: `As of ${asOfText}` },
    {
      key: 'overdue',
      label: 'Overdue now',
      value: figures.overdueNow,
      note: `With a step past its due date, as of ${asOfText}`,
    },
  ];
  return (
    <dl className="numbers-headline">
      {items.map((item) => (
        <div key={item.key} className={`numbers-headline__item numbers-headline__item--${item.key}`}>
          <dt className="numbers-headline__label">{item.label}</dt>
          <dd className="numbers-headline__value">{formatNumber(item.value)}</dd>
          <dd className="numbers-headline__note">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}
