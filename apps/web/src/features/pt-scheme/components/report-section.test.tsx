import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ROUND_ID, renderAt, report } from '../pt-fixtures';
import { ReportSection } from './report-section';

const REPORT = `/api/proficiency-tests/${ROUND_ID}/result/report`;

const renderReport = () => renderAt(<ReportSection roundId={ROUND_ID} />, { route: '/', path: '/' });
// The tables sit in a closed <details>: read from the document, as a person opening it would.
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

afterEach(cleanup);

describe('the report', () => {
  it('places the laboratory’s result among all participants, in a chart with a summary and in a table', async () => {
    fakeApi({ [`GET ${REPORT}`]: () => ({ data: report() }) });
    renderReport();
    const chart = await screen.findByRole('img', { name: /^4 participants’ results for Lead/ });
    expect(chart.getAttribute('aria-label')).toBe(
      '4 participants’ results for Lead, in mg/kg; from 0.31 to 0.61; the assigned value is 0.5; ' +
        'your result, 0.52 (lab A03), is number 3 from the lowest.',
    );
    const table = screen.getByRole('table', {
      name: 'Participants’ results for Lead, lowest first',
      hidden: true,
    });
    expect(table.closest('details')?.querySelector('summary')?.textContent).toBe('Show the data as a table');
    expect(rowsOf(table)).toEqual([
      ['Lab code', 'Result (mg/kg)', 'z-score'],
      ['A04', '0.31', '−3.80'],
      ['A02', '0.47', '−0.60'],
      ['A03 (your laboratory)', '0.52', '0.40'],
      ['A01', '0.61', '2.20'],
    ]);
  });

  it('gives the interpretation in words, and says when z′ is used and why', async () => {
    const base = report();
    const [leadScores] = base.analytes;
    fakeApi({
      [`GET ${REPORT}`]: () => ({
        data: report({
          analytes: [
            {
              ...(leadScores as NonNullable<typeof leadScores>),
              scoreKind: 'z-prime',
              score: 2.4,
              scoreClass: 'questionable',
            },
          ],
        }),
      }),
    });
    renderReport();
    const lead = await screen.findByRole('region', { name: 'Lead (mg/kg)' });
    expect(within(lead).getByText('Questionable').className).toBe('tag tag--yellow');
    expect(within(lead).getByText(/^z′ = 2.40/)).toBeTruthy();
    expect(
      within(lead).getByText(
        /z′ is used instead of z because the uncertainty of the assigned value is more than 0.3 σpt/,
      ),
    ).toBeTruthy();
  });

  it('charts the laboratory’s scores over past rounds, with a table of them', async () => {
    fakeApi({ [`GET ${REPORT}`]: () => ({ data: report() }) });
    renderReport();
    const chart = await screen.findByRole('img', { name: /^Your laboratory’s scores in 3 rounds/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Your laboratory’s scores in 3 rounds, from PT-2025-02 to PT-2026-01, for Lead: 3 scores, 1 outside ±2.',
    );
    const table = screen.getByRole('table', {
      name: 'Your laboratory’s scores by round, oldest first',
      hidden: true,
    });
    expect(rowsOf(table).slice(1)).toEqual([
      ['PT-2025-02', '01 Jun 2025', 'Lead', 'z = −1.20', 'Satisfactory'],
      ['PT-2025-04', '01 Dec 2025', 'Lead', 'z′ = 2.60', 'Questionable'],
      ['PT-2026-01', '20 Nov 2026', 'Lead', 'z = 0.40', 'Satisfactory'],
    ]);
  });
});
