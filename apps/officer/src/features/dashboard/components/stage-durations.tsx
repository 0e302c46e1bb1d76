import type { OfficerStatistics } from '@fsmis/domain';
import { formatNumber } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { HorizontalBarChart } from '../../../components/charts/horizontal-bar-chart';
import { stageChart } from '../utils/statistics-figures';

const days = (value: number) => formatNumber(value, 1);

/** How long applications stay in each stage: the median days, and how many applications it is of. */
export function StageDurations({ statistics }: { readonly statistics: OfficerStatistics }) {
  const chart = stageChart(statistics);
  const measured = statistics.stages.some((stage) => stage.medianDays !== null);
  return (
    <section className="numbers-section" aria-labelledby="numbers-stages-heading">
      <h2 id="numbers-stages-heading">Time in each stage</h2>
      <p className="numbers-section__lede">
        The median days applications spent in each status, over the applications that left it in the period.
      </p>
      {measured ? (
        <HorizontalBarChart
          title="Median days per stage"
          summary={chart.summary}
          categories={chart.categories}
          series={chart.series}
          valueLabel="Median days"
          categoryLabel="Stage"
          format={days}
          detail={{ label: 'Applications measured', values: chart.samples }}
        />
      ) : (
        <EmptyState>
          <p>No application left any stage in this period, so there is no time to show.</p>
        </EmptyState>
      )}
    </section>
  );
}
