export type ChartSeries = { readonly name: string; readonly values: readonly (number | null)[] };
export type ReferenceLine = { readonly value: number; readonly label: string };

/** A "nice" step for about five ticks over `span`: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number): number {
  if (!(span > 0)) return 1;
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * The vertical scale of a bar chart: from the lowest to the highest of zero, every value and every
 * reference line, widened to whole steps; `y` maps a value to pixels from the top of the plot.
 */
export function chartScale(
  series: readonly ChartSeries[],
  referenceLines: readonly ReferenceLine[],
  plotHeight: number,
): { readonly ticks: readonly number[]; readonly y: (value: number) => number } {
  const values = [
    0,
    ...series.flatMap((item) => item.values.filter((value): value is number => value !== null)),
    ...referenceLines.map((line) => line.value),
  ].filter(Number.isFinite);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = high === low ? 1 : niceStep(high - low);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 shows as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return { ticks, y: (value) => ((max - value) / (max - min)) * plotHeight };
}
