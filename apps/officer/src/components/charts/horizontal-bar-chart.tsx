import { useId } from 'react';
import type { BarChartProps } from './bar-chart';
import { ChartFigure, plainNumber, seriesFill } from './chart-figure';
import { chartScale } from './chart-scale';
import './bar-chart.css';
import './horizontal-bar-chart.css';

export type HorizontalBarChartProps = BarChartProps & {
  /** The header of the table's first column ("Stage"); "Category" when not given. */
  readonly categoryLabel?: string;
  /** A further column of the table, one value per category: what each figure is of ("Applications measured"). */
  readonly detail?: { readonly label: string; readonly values: readonly (number | string)[] };
};

const WIDTH = 720;
const LABEL_WIDTH = 250;
const MARGIN = { top: 8, right: 64, bottom: 32 };
const ROW = 30;

/**
 * A bar chart lying on its side, for categories whose names are too long to stand under vertical bars
 * (the stages of an application): each category's name on the left of its bars, each bar's figure at
 * its end, and the figures as a table right below it (behind a disclosure) like `BarChart`'s.
 */
export function HorizontalBarChart({
  title,
  summary,
  categories,
  series,
  valueLabel,
  format = plainNumber,
  referenceLines = [],
  categoryLabel = 'Category',
  detail,
}: HorizontalBarChartProps) {
  const id = useId();
  const plotWidth = WIDTH - LABEL_WIDTH - MARGIN.right;
  const height = MARGIN.top + Math.max(1, categories.length) * ROW + MARGIN.bottom;
  // chartScale measures from the top of a vertical plot; laid on its side, from the right.
  const scale = chartScale(series, referenceLines, plotWidth);
  const x = (value: number) => LABEL_WIDTH + plotWidth - scale.y(value);
  const barHeight = Math.max(4, (ROW * 0.7) / Math.max(1, series.length));
  const plotBottom = height - MARGIN.bottom;

  return (
    <ChartFigure
      id={id}
      title={title}
      categories={categories}
      series={series}
      valueLabel={valueLabel}
      format={format}
      categoryLabel={categoryLabel}
      detail={detail}
    >
      <svg
        className="bar-chart__drawing horizontal-bar-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-image ${id}-summary`}
      >
        <title id={`${id}-image`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="bar-chart__tick">
            <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={plotBottom} />
            <text x={x(tick)} y={plotBottom + 18} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        ))}
        <line className="bar-chart__zero" x1={x(0)} x2={x(0)} y1={MARGIN.top} y2={plotBottom} />
        {categories.map((category, categoryIndex) => {
          const top = MARGIN.top + categoryIndex * ROW + ROW * 0.15;
          const noValue = series.every((item) => item.values[categoryIndex] == null);
          return (
            <g key={category}>
              <text
                className="bar-chart__category"
                x={LABEL_WIDTH - 8}
                y={MARGIN.top + categoryIndex * ROW + ROW / 2}
                dy="0.32em"
                textAnchor="end"
              >
                {category}
              </text>
              {noValue ? (
                <text
                  className="horizontal-bar-chart__none"
                  x={x(0) + 6}
                  y={MARGIN.top + categoryIndex * ROW + ROW / 2}
                  dy="0.32em"
                >
                  no figure
                </text>
              ) : null}
              {series.map((item, seriesIndex) => {
                const value = item.values[categoryIndex];
                if (value === null || value === undefined) return null;
                const left = Math.min(x(value), x(0));
                const y = top + seriesIndex * barHeight;
                return (
                  <g key={item.name}>
                    <rect
                      className={seriesFill(seriesIndex)}
                      x={left}
                      y={y}
                      width={Math.max(Math.abs(x(value) - x(0)), value === 0 ? 0 : 1)}
                      height={Math.max(1, barHeight - 1)}
                    />
                    <text
                      className="horizontal-bar-chart__value"
                      x={Math.max(x(value), x(0)) + 6}
                      y={y + barHeight / 2}
                      dy="0.32em"
                    >
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        {referenceLines.map((line) => (
          <g key={`${line.label}-${line.value}`} className="bar-chart__reference">
            <line x1={x(line.value)} x2={x(line.value)} y1={MARGIN.top} y2={plotBottom} />
            <text x={x(line.value)} y={MARGIN.top} dy="0.9em" dx="4">
              {line.label}
            </text>
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
