import {
  ApplicationStatus,
  DECIDED_STATUSES,
  DISPLAY_TIME_ZONE,
  ENDED_STATUSES,
  STAGE_STATUSES,
} from '@fsmis/domain';
import { type AnyColumn, and, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationEvents, applications } from '../../db/schema/index.js';

/** A span of time: from `from` (included) to `before` (excluded). */
export interface Window {
  readonly from: Date;
  readonly before: Date;
}

/**
 * The calendar month (yyyy-mm) of an instant, in the time zone the regulator works in. The zone is a
 * literal, not a parameter, so that the same expression may be selected and grouped by.
 */
const monthOf = (instant: AnyColumn) =>
  sql<string>`to_char(${instant} at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)}, 'YYYY-MM')`;

const within = (column: AnyColumn, window: Window) =>
  and(gte(column, window.from), lt(column, window.before));

/** Applications submitted within the window, by programme and month of submission. */
export function countReceivedByMonth(db: Database, window: Window) {
  const month = monthOf(applications.submittedAt);
  return db
    .select({ programme: applications.programme, month, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(within(applications.submittedAt, window))
    .groupBy(applications.programme, month);
}

/** Applications that reached a decided status within the window, by programme and month. An ended status is final, so its start is the decision. */
export function countDecidedByMonth(db: Database, window: Window) {
  const month = monthOf(applications.statusSince);
  return db
    .select({ programme: applications.programme, month, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(inArray(applications.status, [...DECIDED_STATUSES]), within(applications.statusSince, window)))
    .groupBy(applications.programme, month);
}

/** Submitted applications that have not ended: their id, programme and status. */
export function findOpenApplications(db: Database) {
  return db
    .select({ id: applications.id, programme: applications.programme, status: applications.status })
    .from(applications)
    .where(
      and(
        ne(applications.status, ApplicationStatus.draft),
        notInArray(applications.status, [...ENDED_STATUSES]),
      ),
    );
}

type StageRow = {
  status: number | string;
  median_days: number | string;
  samples: number | string;
};

/**
 * For each status after submission, the median of the days each application spent in it, over the
 * applications that left it within the window, with their number. A stay runs from the event that moved
 * the application into the status to the next event that moved it on (steps within a status move
 * nothing); an application that was in the status twice (back from a request for information) counts
 * once, with both stays added up.
 */
export async function findStageMedians(db: Database, window: Window) {
  const e = applicationEvents;
  const result = await db.execute<StageRow>(sql`
    with moves as (
      select ${e.applicationId} as application_id, ${e.toStatus} as status, ${e.at} as entered_at,
        lead(${e.at}) over (partition by ${e.applicationId} order by ${e.at}, ${e.id}) as left_at
      from ${e}
      where ${e.fromStatus} is distinct from ${e.toStatus}
    ), stays as (
      select application_id, status,
        sum(extract(epoch from left_at - entered_at))::float8 / 86400 as days
      from moves
      where left_at >= ${window.from.toISOString()}::timestamptz
        and left_at < ${window.before.toISOString()}::timestamptz
        and status in (${sql.join(
          STAGE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
      group by application_id, status
    )
    select status::int as status,
      percentile_cont(0.5) within group (order by days) as median_days,
      count(*)::int as samples
    from stays
    group by status
  `);
  // PGlite answers the rows in `rows`, node-postgres may answer them as the result itself.
  const rows = Array.isArray(result) ? (result as StageRow[]) : (result as { rows: StageRow[] }).rows;
  return rows.map((row) => ({
    status: Number(row.status),
    medianDays: Number(row.median_days),
    samples: Number(row.samples),
  }));
}
