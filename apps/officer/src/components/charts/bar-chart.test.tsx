import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

describe('BarChart', () => {
  it('draws a bar per figure, keys several series in a legend, and gives the figures as a table', () => {
    render(
      <BarChart
        title="Applications received"
        summary="LRP received the most in March: 7."
        categories={['Jan 2026', 'Feb 2026', 'Mar 2026']}
        series={[
          { name: 'LRP', values: [2, null, 7] },
          { name: 'IBR', values: [1, 0, 3] },
        ]}
        valueLabel="Applications"
      />,
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    // Five figures, one of them zero (drawn with no height), one missing.
    const bars = Array.from(image.querySelectorAll('rect'));
    expect(bars).toHaveLength(5);
    expect(bars.map((bar) => bar.getAttribute('class'))).toEqual([
      'bar-chart__fill--primary',
      'bar-chart__fill--secondary',
      'bar-chart__fill--secondary',
      'bar-chart__fill--primary',
      'bar-chart__fill--secondary',
    ]);

    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LRP', 'IBR']);
    expect(legend.querySelector('.bar-chart__fill--secondary')).not.toBeNull();

    const rows = within(screen.getByRole('table', { hidden: true }))
      .getAllByRole('row', { hidden: true })
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Category', 'LRP', 'IBR'],
      ['Jan 2026', '2', '1'],
      ['Feb 2026', '–', '0'],
      ['Mar 2026', '7', '3'],
    ]);
  });

  it('has no legend for a single series, whose column is named after the values', () => {
    render(
      <BarChart
        title="z-scores"
        summary="One laboratory is questionable."
        categories={['L001']}
        series={[{ name: 'z', values: [2.5] }]}
        valueLabel="z-score"
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'z-score', hidden: true })).toBeDefined();
  });
});
