import { useId } from 'react';
import { ChartFigure, plainNumber, seriesFill } from './chart-figure';
import { type ChartSeries, chartScale, type ReferenceLine } from './chart-scale';
import './bar-chart.css';

export type { ChartSeries, ReferenceLine } from './chart-scale';

export type BarChartProps = {
  /** The chart's title, shown as its caption and naming the figure and its table. */
  readonly title: string;
  /** One or two sentences saying what the chart shows: read by screen readers as the image's description. */
  readonly summary: string;
  /** The labels along the bottom (months, lab codes, analytes…). */
  readonly categories: readonly string[];
  /** One or more series of values, one value per category (null: no value). Up to four series. */
  readonly series: readonly ChartSeries[];
  /** What the values are, for the table's header and the axis ("Applications", "z-score"). */
  readonly valueLabel: string;
  readonly format?: (value: number) => string;
  /** Horizontal lines at fixed values (z = ±2, ±3; a target), labelled. */
  readonly referenceLines?: readonly ReferenceLine[];
};

const WIDTH = 720;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 16, bottom: 56, left: 56 };

/**
 * A bar chart (grouped when there are several series) drawn as SVG, with its figures as a table right
 * below it (behind a disclosure): the table is the accessible alternative and the exact numbers; the
 * drawing is one image, described by `summary`. Negative values go below the zero line.
 */
export function BarChart({
  title,
  summary,
  categories,
  series,
  valueLabel,
  format = plainNumber,
  referenceLines = [],
}: BarChartProps) {
  const id = useId();
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const scale = chartScale(series, referenceLines, plotHeight);
  const band = categories.length > 0 ? plotWidth / categories.length : plotWidth;
  const barWidth = Math.max(2, (band * 0.8) / Math.max(1, series.length));
  const y = (value: number) => MARGIN.top + scale.y(value);
  // Label every category when they fit, else every n-th, so labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(categories.length / 12));

  return (
    <ChartFigure
      id={id}
      title={title}
      categories={categories}
      series={series}
      valueLabel={valueLabel}
      format={format}
      categoryLabel="Category"
    >
      <svg
        className="bar-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-image ${id}-summary`}
      >
        <title id={`${id}-image`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="bar-chart__tick">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
        <line className="bar-chart__zero" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
        {categories.map((category, categoryIndex) => {
          const left = MARGIN.left + categoryIndex * band + band * 0.1;
          return (
            <g key={category}>
              {series.map((item, seriesIndex) => {
                const value = item.values[categoryIndex];
                if (value === null || value === undefined) return null;
                const top = Math.min(y(value), y(0));
                const height = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1);
                return (
                  <rect
                    key={item.name}
                    className={seriesFill(seriesIndex)}
                    x={left + seriesIndex * barWidth}
                    y={top}
                    width={Math.max(1, barWidth - 1)}
                    height={height}
                  />
                );
              })}
              {categoryIndex % labelEvery === 0 ? (
                <text
                  className="bar-chart__category"
                  x={MARGIN.left + categoryIndex * band + band / 2}
                  y={HEIGHT - MARGIN.bottom + 18}
                  textAnchor="middle"
                >
                  {category}
                </text>
              ) : null}
            </g>
          );
        })}
        {referenceLines.map((line) => (
          <g key={`${line.label}-${line.value}`} className="bar-chart__reference">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(line.value)} y2={y(line.value)} />
            <text x={WIDTH - MARGIN.right} y={y(line.value)} dy="-0.3em" textAnchor="end">
              {line.label}
            </text>
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
