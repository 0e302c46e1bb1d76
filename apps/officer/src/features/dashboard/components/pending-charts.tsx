import type { OfficerStatistics } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { BarChart } from '../../../components/charts/bar-chart';
import { overdueStepsChart, pendingChart, wholeNumber } from '../utils/statistics-figures';

/** The open applications now, per programme, and those with a step past its due date. */
export function PendingCharts({
  statistics,
  asOfText,
}: {
  readonly statistics: OfficerStatistics;
  readonly asOfText: string;
}) {
  const pending = pendingChart(statistics);
  const overdueSteps = overdueStepsChart(statistics);
  const anyPending = statistics.programmes.some((programme) => programme.pendingNow > 0);
  const anyOverdue = statistics.programmes.some((programme) => programme.overdueNow.applications > 0);
  return (
    <section className="numbers-section" aria-labelledby="numbers-pending-heading">
      <h2 id="numbers-pending-heading">Pending and overdue now</h2>
      <p className="numbers-section__lede">
        As of {asOfText}, whatever the period. Overdue: a request for information, findings or an invoice past
        its due date, as the work queue flags them.
      </p>
      {anyPending ? (
        <BarChart
          title="Applications pending and overdue now, per programme"
          summary={pending.summary}
          categories={pending.categories}
          series={pending.series}
          valueLabel="Applications"
          format={wholeNumber}
        />
      ) : (
        <EmptyState>
          <p>No applications are pending now.</p>
        </EmptyState>
      )}
      {anyOverdue ? (
        <BarChart
          title="Overdue steps now, per programme"
          summary={overdueSteps.summary}
          categories={overdueSteps.categories}
          series={overdueSteps.series}
          valueLabel="Overdue steps"
          format={wholeNumber}
        />
      ) : anyPending ? (
        <p>No application has a step past its due date.</p>
      ) : null}
    </section>
  );
}
