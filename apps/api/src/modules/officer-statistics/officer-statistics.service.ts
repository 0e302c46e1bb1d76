import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type OfficerStatistics,
  type OverdueCounts,
  type officerStatisticsQuerySchema,
  PROGRAMMES,
  type Programme,
  programmeLabel,
  STAGE_STATUSES,
  statisticsPeriod,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { singaporeToday } from '../application-workflow/due-dates.js';
import { earliestDueDate, isOverdue, stepDueDates } from '../application-workflow/officer-queue.service.js';
import { singaporeDayStart } from '../pt-rounds/pt-officer-round.service.js';
import * as repository from './officer-statistics.repository.js';

const DAY_MS = 86_400_000;
/** Open applications whose due dates are read in one query: well under PostgreSQL's limit of parameters. */
const DUE_DATES_BATCH = 1_000;

const NO_OVERDUE: OverdueCounts = { requestsForInformation: 0, findings: 0, invoices: 0, applications: 0 };

type Counts = ReadonlyMap<string, number>;

const countsOf = (rows: readonly { programme: number; month: string; count: number }[]): Counts =>
  new Map(rows.map((row) => [`${row.programme}/${row.month}`, row.count]));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The overdue steps of the open applications, now, per programme, by the work queue's rule. */
async function overdueByProgramme(
  db: Database,
  open: readonly { id: string; programme: Programme; status: ApplicationStatus }[],
  today: string,
): Promise<Map<Programme, OverdueCounts>> {
  const counts = new Map<Programme, OverdueCounts>(PROGRAMMES.map((programme) => [programme, NO_OVERDUE]));
  for (let start = 0; start < open.length; start += DUE_DATES_BATCH) {
    const batch = open.slice(start, start + DUE_DATES_BATCH);
    const dueDates = await stepDueDates(db, batch);
    for (const application of batch) {
      const dates = dueDates.get(application.id);
      const count = counts.get(application.programme);
      if (!dates || !count) continue;
      counts.set(application.programme, {
        requestsForInformation: count.requestsForInformation + Number(isOverdue(dates.request, today)),
        findings: count.findings + Number(isOverdue(dates.findings, today)),
        invoices: count.invoices + Number(isOverdue(dates.invoice, today)),
        applications: count.applications + Number(isOverdue(earliestDueDate(dates), today)),
      });
    }
  }
  return counts;
}

/**
 * GET /api/officer/statistics: per programme and month of the period, the applications received and
 * decided; per programme, those pending and those overdue now; per status after submission, the median
 * days applications spent in it. The period is read in Singapore, both its days included.
 */
export async function officerStatistics(
  db: Database,
  query: z.output<typeof officerStatisticsQuerySchema>,
  now = new Date(),
): Promise<OfficerStatistics> {
  const today = singaporeToday(now);
  const resolved = statisticsPeriod(query, today);
  if (!resolved.ok) throw badRequest({ [resolved.field]: [resolved.message] });
  const { period } = resolved;
  const window = {
    from: singaporeDayStart(period.from),
    before: new Date(singaporeDayStart(period.to).getTime() + DAY_MS),
  };

  const [received, decided, open, stages] = await Promise.all([
    repository.countReceivedByMonth(db, window).then(countsOf),
    repository.countDecidedByMonth(db, window).then(countsOf),
    repository.findOpenApplications(db),
    repository.findStageMedians(db, window),
  ]);
  const overdue = await overdueByProgramme(db, open, today);

  const programmes = PROGRAMMES.map((programme) => {
    const months = period.months.map((month) => ({
      month,
      received: received.get(`${programme}/${month}`) ?? 0,
      decided: decided.get(`${programme}/${month}`) ?? 0,
    }));
    return {
      programme,
      programmeLabel: programmeLabel(programme),
      months,
      received: sum(months.map((month) => month.received)),
      decided: sum(months.map((month) => month.decided)),
      pendingNow: open.filter((application) => application.programme === programme).length,
      overdueNow: overdue.get(programme) ?? NO_OVERDUE,
    };
  });

  const medians = new Map(stages.map((stage) => [stage.status, stage]));
  return {
    period,
    asOf: now.toISOString(),
    programmes,
    stages: STAGE_STATUSES.map((status: ApplicationStatus) => {
      const found = medians.get(status);
      return {
        status,
        statusLabel: APPLICATION_STATUS_LABELS[status],
        medianDays: found ? Math.round(found.medianDays * 10) / 10 : null,
        samples: found?.samples ?? 0,
      };
    }),
  };
}
