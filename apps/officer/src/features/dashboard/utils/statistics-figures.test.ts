import {
  APPLICATION_STATUS_LABELS,
  type OfficerStatistics,
  officerStatisticsSchema,
  PROGRAMMES,
  programmeLabel,
  STAGE_STATUSES,
} from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  headlineFigures,
  monthlyChart,
  overdueStepsChart,
  pendingChart,
  stageChart,
} from './statistics-figures';

const MONTHS = ['2026-07', '2026-08', '2026-09'];
const NO_OVERDUE = { requestsForInformation: 0, findings: 0, invoices: 0, applications: 0 };

/** Statistics of three months; each programme's months as [received, decided] pairs. */
function statisticsWith(
  figures: {
    months?: readonly (readonly [number, number])[][];
    pending?: readonly number[];
    overdue?: readonly Partial<typeof NO_OVERDUE>[];
    medians?: readonly (readonly [number | null, number])[];
  } = {},
): OfficerStatistics {
  return officerStatisticsSchema.parse({
    period: { from: '2026-07-01', to: '2026-09-30', months: MONTHS },
    asOf: '2026-09-30T04:00:00.000Z',
    programmes: PROGRAMMES.map((programme, index) => {
      const months = MONTHS.map((month, monthIndex) => {
        const [received, decided] = figures.months?.[index]?.[monthIndex] ?? [0, 0];
        return { month, received, decided };
      });
      return {
        programme,
        programmeLabel: programmeLabel(programme),
        months,
        received: months.reduce((total, month) => total + month.received, 0),
        decided: months.reduce((total, month) => total + month.decided, 0),
        pendingNow: figures.pending?.[index] ?? 0,
        overdueNow: { ...NO_OVERDUE, ...figures.overdue?.[index] },
      };
    }),
    stages: STAGE_STATUSES.map((status, index) => {
      const [medianDays, samples] = figures.medians?.[index] ?? [null, 0];
      return { status, statusLabel: APPLICATION_STATUS_LABELS[status], medianDays, samples };
    }),
  });
}

describe('the numbers in words', () => {
  it('adds up the headline figures over the programmes', () => {
    const statistics = statisticsWith({
      months: [
        [[2, 1]],
        [
          [0, 0],
          [3, 2],
        ],
        [],
      ],
      pending: [4, 1, 0],
      overdue: [{ applications: 2 }, { applications: 1 }],
    });
    expect(headlineFigures(statistics)).toEqual({ received: 5, decided: 3, pendingNow: 5, overdueNow: 3 });
  });

  it('draws each month per programme and names the highest month', () => {
    const chart = monthlyChart(
      statisticsWith({
        months: [
          [
            [1, 0],
            [0, 0],
            [2, 0],
          ],
          [
            [0, 0],
            [0, 0],
            [1, 0],
          ],
        ],
      }),
      'received',
    );
    expect(chart.categories).toEqual(['Jul 2026', 'Aug 2026', 'Sep 2026']);
    expect(chart.series.map((series) => [series.name, series.values])).toEqual([
      ['LRP', [1, 0, 2]],
      ['IBR', [0, 0, 1]],
      ['AOR', [0, 0, 0]],
    ]);
    expect(chart.summary).toBe(
      '4 applications received from Jul 2026 to Sep 2026 (LRP 3, IBR 1). The highest month was Sep 2026, with 3.',
    );
  });

  it('names every month that shares the highest figure, and says when there is nothing', () => {
    const tied = statisticsWith({
      months: [
        [
          [0, 1],
          [0, 0],
          [0, 1],
        ],
      ],
    });
    expect(monthlyChart(tied, 'decided').summary).toBe(
      '2 applications decided from Jul 2026 to Sep 2026 (LRP 2). The highest months were Jul 2026 and Sep 2026, with 1 each.',
    );
    expect(monthlyChart(statisticsWith(), 'received').summary).toBe(
      'No applications were received from Jul 2026 to Sep 2026.',
    );
  });

  it('says how many applications are pending and overdue, and where', () => {
    const statistics = statisticsWith({ pending: [3, 0, 1], overdue: [{ applications: 1 }] });
    expect(pendingChart(statistics).summary).toBe(
      '4 applications pending now (LRP 3, AOR 1); 1 of them is overdue (LRP 1).',
    );
    expect(pendingChart(statisticsWith({ pending: [1] })).summary).toBe(
      '1 application pending now (LRP 1); none of them is overdue.',
    );
    expect(pendingChart(statisticsWith()).summary).toBe('No applications are pending now.');
  });

  it('counts the overdue steps by kind', () => {
    const statistics = statisticsWith({
      overdue: [{ requestsForInformation: 2, invoices: 1 }, { requestsForInformation: 1 }],
    });
    const chart = overdueStepsChart(statistics);
    expect(chart.series.map((series) => series.values)).toEqual([
      [2, 1, 0],
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect(chart.summary).toBe(
      'Overdue now: 3 requests for information (LRP 2, IBR 1), no sets of findings and 1 invoice (LRP 1).',
    );
  });

  it('names the longest and shortest stage, and the stages nobody left', () => {
    const medians = STAGE_STATUSES.map((_, index): readonly [number | null, number] =>
      index === 0 ? [12.5, 4] : index === 1 ? [1, 1] : index === 2 ? [30, 2] : [null, 0],
    );
    const chart = stageChart(statisticsWith({ medians }));
    expect(chart.categories).toEqual(STAGE_STATUSES.map((status) => APPLICATION_STATUS_LABELS[status]));
    expect(chart.samples.slice(0, 3)).toEqual([4, 1, 2]);
    expect(chart.summary).toMatch(
      /^The longest median was Verification Check, 30 days \(2 applications\); the shortest Request For Information, 1 day \(1 application\)\. No application left Pending Findings Acknowledgement, .* and Pending Signing within the period\.$/,
    );
    expect(stageChart(statisticsWith()).summary).toBe('No application left any stage within the period.');
  });
});
