import { formatNumber } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { TableRegion } from '@fsmis/ui/components/table';
import type { ReactNode } from 'react';
import type { ChartSeries } from './chart-scale';
import './bar-chart.css';

const TONES = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;

/** The fill class of a chart's n-th series, the same in its drawing and its legend. */
export const seriesFill = (index: number) => `bar-chart__fill--${TONES[index % TONES.length]}`;

export const plainNumber = (value: number) => formatNumber(value, 2);

type ChartFigureProps = {
  /** From `useId`: the drawing's title and description are named after it. */
  readonly id: string;
  readonly title: string;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly valueLabel: string;
  readonly format: (value: number) => string;
  /** The header of the table's first column. */
  readonly categoryLabel: string;
  /** A further column of the table, one value per category. */
  readonly detail?: { readonly label: string; readonly values: readonly (number | string)[] } | undefined;
  /** The SVG drawing. */
  readonly children: ReactNode;
};

/**
 * What every chart has around its drawing: the caption, a legend when there are several series, and the
 * figures as a table behind a disclosure, which is the accessible alternative and the exact numbers.
 */
export function ChartFigure({
  id,
  title,
  categories,
  series,
  valueLabel,
  format,
  categoryLabel,
  detail,
  children,
}: ChartFigureProps) {
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="bar-chart__title">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="bar-chart__legend">
          {series.map((item, index) => (
            <li key={item.name}>
              <span className={`bar-chart__key ${seriesFill(index)}`} aria-hidden="true" />
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      <TableRegion labelledBy={`${id}-title`} holds="chart">
        {children}
      </TableRegion>
      <details className="bar-chart__table">
        <summary>Show the figures as a table</summary>
        <DataTable
          captionId={`${id}-figures`}
          caption={title}
          columns={[
            categoryLabel,
            ...series.map((item) => ({
              key: `series-${item.name}`,
              label: series.length > 1 ? item.name : valueLabel,
              className: 'bar-chart__number',
            })),
            ...(detail ? [{ key: 'detail', label: detail.label, className: 'bar-chart__number' }] : []),
          ]}
          rows={categories.map((category, index) => ({ category, index }))}
          // Figures are compared down a column: the grid stays, and scrolls on a phone.
          phoneLayout="scroll"
        >
          {({ category, index }) => (
            <tr key={category}>
              <th scope="row" className="table__cell">
                {category}
              </th>
              {series.map((item) => {
                const value = item.values[index];
                return (
                  <td key={item.name} className="table__cell bar-chart__number">
                    {value === null || value === undefined ? '–' : format(value)}
                  </td>
                );
              })}
              {detail ? (
                <td className="table__cell bar-chart__number">{detail.values[index] ?? '–'}</td>
              ) : null}
            </tr>
          )}
        </DataTable>
      </details>
    </figure>
  );
}
