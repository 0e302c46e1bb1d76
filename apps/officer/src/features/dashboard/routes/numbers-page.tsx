import { formatMoment } from '@fsmis/domain';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { isHttpError } from '@fsmis/ui/lib/http-client';
import { useSearchParams } from 'react-router';
import { type PeriodQuery, useStatistics } from '../api/get-statistics';
import { HeadlineFigures } from '../components/headline-figures';
import { MonthlyCharts } from '../components/monthly-charts';
import { PendingCharts } from '../components/pending-charts';
import { PeriodForm } from '../components/period-form';
import { StageDurations } from '../components/stage-durations';
import { dayLabel, headlineFigures } from '../utils/statistics-figures';
import '../dashboard.css';

/** The period in the address: `From` and `To` as typed there; the API checks them. */
function queryOf(searchParams: URLSearchParams): PeriodQuery {
  return { From: searchParams.get('From') ?? undefined, To: searchParams.get('To') ?? undefined };
}

/** The regulator's numbers: applications received, decided, pending and overdue, and time per stage. */
export function NumbersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryOf(searchParams);
  const statistics = useStatistics(query);
  // A period the API refused is the period form's problem, shown at its fields.
  const refused = isHttpError(statistics.error) && statistics.error.status === 400;

  const choose = (chosen: PeriodQuery) => {
    const next = new URLSearchParams();
    if (chosen.From) next.set('From', chosen.From);
    if (chosen.To) next.set('To', chosen.To);
    setSearchParams(next);
  };

  const data = statistics.data;
  const periodText = data ? `${dayLabel(data.period.from)} to ${dayLabel(data.period.to)}` : '';
  const asOfText = data ? `${formatMoment(data.asOf)} (Singapore time)` : '';

  return (
    <div className="console-container numbers">
      <PageHeading>Numbers</PageHeading>
      <p className="numbers__lede">
        Applications under LRP, IBR and AOR: received and decided in a period, pending and overdue now, and
        how long they stay in each stage.
      </p>
      <PeriodForm
        key={searchParams.toString()}
        query={query}
        refusal={refused ? statistics.error : null}
        onChoose={choose}
      />
      {statistics.isPending ? (
        <p role="status">Loading the numbers…</p>
      ) : statistics.isError && !refused ? (
        <LoadProblem
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
          retrying={statistics.isFetching}
        />
      ) : data && !refused ? (
        <div className="numbers__figures" aria-busy={statistics.isPlaceholderData || undefined}>
          <p className="visually-hidden" role="status">
            Showing the numbers from {periodText}.
          </p>
          <h2>Totals</h2>
          <HeadlineFigures figures={headlineFigures(data)} periodText={periodText} asOfText={asOfText} />
          <MonthlyCharts statistics={data} />
          <PendingCharts statistics={data} asOfText={asOfText} />
          <StageDurations statistics={data} />
        </div>
      ) : null}
    </div>
  );
}
