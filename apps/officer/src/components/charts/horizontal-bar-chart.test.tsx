import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HorizontalBarChart } from './horizontal-bar-chart';

describe('HorizontalBarChart', () => {
  it('is one image described by its summary, with its figures and their detail as a table', () => {
    render(
      <HorizontalBarChart
        title="Median days per stage"
        summary="The longest median was Review, 12.5 days."
        categories={['Review', 'Request For Information']}
        series={[{ name: 'Median days', values: [12.5, null] }]}
        valueLabel="Median days"
        categoryLabel="Stage"
        detail={{ label: 'Applications measured', values: [4, 0] }}
      />,
    );
    const image = screen.getByRole('img');
    expect(
      image
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Median days per stage', 'The longest median was Review, 12.5 days.']);
    // One bar for the one figure; the stage without one says so instead.
    expect(image.querySelectorAll('rect')).toHaveLength(1);
    expect(within(image as unknown as HTMLElement).getByText('no figure')).toBeDefined();

    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Stage', 'Median days', 'Applications measured'],
      ['Review', '12.5', '4'],
      ['Request For Information', '–', '0'],
    ]);
  });
});
