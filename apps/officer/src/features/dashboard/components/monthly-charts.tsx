import type { OfficerStatistics } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { BarChart } from '../../../components/charts/bar-chart';
import { monthlyChart, wholeNumber } from '../utils/statistics-figures';

/** Applications received and decided in each month of the period, grouped by programme. */
export function MonthlyCharts({ statistics }: { readonly statistics: OfficerStatistics }) {
  const received = monthlyChart(statistics, 'received');
  const decided = monthlyChart(statistics, 'decided');
  const nothing = statistics.programmes.every((programme) => programme.received + programme.decided === 0);
  return (
    <section className="numbers-section" aria-labelledby="numbers-monthly-heading">
      <h2 id="numbers-monthly-heading">Applications received and decided</h2>
      <p className="numbers-section__lede">
        Received: submitted in the month. Decided: recognised, closed, voided or withdrawn in the month.
      </p>
      {nothing ? (
        <EmptyState>
          <p>No applications were received or decided in this period. Choose a longer or earlier period.</p>
        </EmptyState>
      ) : (
        <>
          <BarChart
            title="Applications received per month"
            summary={received.summary}
            categories={received.categories}
            series={received.series}
            valueLabel="Applications received"
            format={wholeNumber}
          />
          <BarChart
            title="Applications decided per month"
            summary={decided.summary}
            categories={decided.categories}
            series={decided.series}
            valueLabel="Applications decided"
            format={wholeNumber}
          />
        </>
      )}
    </section>
  );
}
