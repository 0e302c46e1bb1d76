import {
  formatDay,
  formatMonth,
  formatNumber,
  type OfficerStatistics,
  type OverdueCounts,
} from '@fsmis/domain';

/**
 * The dashboard's figures, as the charts take them (categories and series) and as their summaries say
 * them in words: what a sighted reader takes from the drawing at a glance, for everyone.
 */

export type ChartData = {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly values: readonly (number | null)[] }[];
  readonly summary: string;
};

const number = (value: number) => formatNumber(value, 1);

/**
 * A count as a chart shows it: a scale over small counts has steps of a half, where no count can be,
 * so those lines go unlabelled.
 */
export const wholeNumber = (value: number) => (Number.isInteger(value) ? formatNumber(value) : '');

/** "1 application", "5 applications", "no applications". */
export function countOf(value: number, noun: string, plural = `${noun}s`): string {
  if (value === 0) return `no ${plural}`;
  return `${number(value)} ${value === 1 ? noun : plural}`;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `2026-09` as "Sep 2026". */
export const monthLabel = (month: string) => formatMonth(`${month}-01T00:00:00+08:00`);

/** `2026-09-01` as "01 Sep 2026". */
export const dayLabel = (day: string) => formatDay(`${day}T00:00:00+08:00`);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each programme's share of a total, the programmes with none left out: "LRP 5, AOR 6". */
function byProgramme(statistics: OfficerStatistics, figureOf: (index: number) => number): string {
  return statistics.programmes
    .map((programme, index) => ({ label: programme.programmeLabel, value: figureOf(index) }))
    .filter((share) => share.value > 0)
    .map((share) => `${share.label} ${number(share.value)}`)
    .join(', ');
}

export type HeadlineFigures = {
  readonly received: number;
  readonly decided: number;
  readonly pendingNow: number;
  /** Open applications with a step past its due date now, each counted once. */
  readonly overdueNow: number;
};

export function headlineFigures(statistics: OfficerStatistics): HeadlineFigures {
  const total = (figureOf: (programme: OfficerStatistics['programmes'][number]) => number) =>
    sum(statistics.programmes.map(figureOf));
  return {
    received: total((programme) => programme.received),
    decided: total((programme) => programme.decided),
    pendingNow: total((programme) => programme.pendingNow),
    overdueNow: total((programme) => programme.overdueNow.applications),
  };
}

export type MonthlyMeasure = 'received' | 'decided';

/** Applications received (or decided) per month of the period, one series per programme. */
export function monthlyChart(statistics: OfficerStatistics, measure: MonthlyMeasure): ChartData {
  const { months } = statistics.period;
  const valueAt = (programmeIndex: number, monthIndex: number) =>
    statistics.programmes[programmeIndex]?.months[monthIndex]?.[measure] ?? 0;
  const monthTotals = months.map((_, monthIndex) =>
    sum(statistics.programmes.map((_programme, programmeIndex) => valueAt(programmeIndex, monthIndex))),
  );
  const total = sum(monthTotals);
  const span =
    months.length === 1
      ? `in ${monthLabel(months[0] ?? '')}`
      : `from ${monthLabel(months[0] ?? '')} to ${monthLabel(months.at(-1) ?? '')}`;
  const categories = months.map(monthLabel);
  const series = statistics.programmes.map((programme) => ({
    name: programme.programmeLabel,
    values: programme.months.map((month) => month[measure]),
  }));
  if (total === 0) return { categories, series, summary: `No applications were ${measure} ${span}.` };

  const highest = Math.max(...monthTotals);
  const highestMonths = months.filter((_, index) => monthTotals[index] === highest).map(monthLabel);
  const shares = byProgramme(statistics, (index) => statistics.programmes[index]?.[measure] ?? 0);
  const peak =
    months.length === 1
      ? ''
      : highestMonths.length === 1
        ? ` The highest month was ${highestMonths[0]}, with ${number(highest)}.`
        : ` The highest months were ${listOf(highestMonths)}, with ${number(highest)} each.`;
  return {
    categories,
    series,
    summary: `${capitalised(countOf(total, 'application'))} ${measure} ${span} (${shares}).${peak}`,
  };
}

/** Applications pending now and those of them overdue, per programme. */
export function pendingChart(statistics: OfficerStatistics): ChartData {
  const { programmes } = statistics;
  const pending = sum(programmes.map((programme) => programme.pendingNow));
  const overdue = sum(programmes.map((programme) => programme.overdueNow.applications));
  const categories = programmes.map((programme) => programme.programmeLabel);
  const series = [
    { name: 'Pending now', values: programmes.map((programme) => programme.pendingNow) },
    { name: 'Overdue now', values: programmes.map((programme) => programme.overdueNow.applications) },
  ];
  if (pending === 0) return { categories, series, summary: 'No applications are pending now.' };
  const pendingShares = byProgramme(statistics, (index) => programmes[index]?.pendingNow ?? 0);
  const overdueText =
    overdue === 0
      ? 'none of them is overdue'
      : `${number(overdue)} of them ${overdue === 1 ? 'is' : 'are'} overdue (${byProgramme(statistics, (index) => programmes[index]?.overdueNow.applications ?? 0)})`;
  return {
    categories,
    series,
    summary: `${capitalised(countOf(pending, 'application'))} pending now (${pendingShares}); ${overdueText}.`,
  };
}

const OVERDUE_STEPS: readonly {
  readonly key: Exclude<keyof OverdueCounts, 'applications'>;
  readonly name: string;
  readonly noun: string;
  readonly plural: string;
}[] = [
  {
    key: 'requestsForInformation',
    name: 'Requests for information',
    noun: 'request for information',
    plural: 'requests for information',
  },
  { key: 'findings', name: 'Findings', noun: 'set of findings', plural: 'sets of findings' },
  { key: 'invoices', name: 'Invoices', noun: 'invoice', plural: 'invoices' },
];

/** The overdue steps now (requests for information, findings, invoices), per programme. */
export function overdueStepsChart(statistics: OfficerStatistics): ChartData {
  const { programmes } = statistics;
  const series = OVERDUE_STEPS.map((step) => ({
    name: step.name,
    values: programmes.map((programme) => programme.overdueNow[step.key]),
  }));
  const parts = OVERDUE_STEPS.map((step, index) => {
    const total = sum(series[index]?.values.map((value) => value ?? 0) ?? []);
    const shares = byProgramme(statistics, (programme) => programmes[programme]?.overdueNow[step.key] ?? 0);
    const counted = countOf(total, step.noun, step.plural);
    return total === 0 ? counted : `${counted} (${shares})`;
  });
  return {
    categories: programmes.map((programme) => programme.programmeLabel),
    series,
    summary: `Overdue now: ${listOf(parts)}.`,
  };
}

export type StageChartData = ChartData & {
  /** How many applications each median is of, per stage. */
  readonly samples: readonly number[];
};

/** The median days applications spent in each stage, over those that left it within the period. */
export function stageChart(statistics: OfficerStatistics): StageChartData {
  const { stages } = statistics;
  const measured = stages.filter(
    (stage): stage is typeof stage & { medianDays: number } => stage.medianDays !== null,
  );
  const base = {
    categories: stages.map((stage) => stage.statusLabel),
    series: [{ name: 'Median days', values: stages.map((stage) => stage.medianDays) }],
    samples: stages.map((stage) => stage.samples),
  };
  if (measured.length === 0) {
    return { ...base, summary: 'No application left any stage within the period.' };
  }
  const describe = (stage: (typeof measured)[number]) =>
    `${stage.statusLabel}, ${number(stage.medianDays)} ${stage.medianDays === 1 ? 'day' : 'days'} (${countOf(stage.samples, 'application')})`;
  const longest = measured.reduce((best, stage) => (stage.medianDays > best.medianDays ? stage : best));
  const shortest = measured.reduce((best, stage) => (stage.medianDays < best.medianDays ? stage : best));
  const unmeasured = stages.filter((stage) => stage.medianDays === null).map((stage) => stage.statusLabel);
  const extremes =
    measured.length === 1
      ? `Only ${describe(longest)} was measured.`
      : `The longest median was ${describe(longest)}; the shortest ${describe(shortest)}.`;
  const gaps = unmeasured.length > 0 ? ` No application left ${listOf(unmeasured)} within the period.` : '';
  return { ...base, summary: `${extremes}${gaps}` };
}
