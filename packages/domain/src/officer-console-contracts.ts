import { z } from 'zod';
import { applicationCategorySchema } from './application-category.js';
import { applicationSummarySchema } from './application-contracts.js';
import {
  ApplicationStatus,
  applicationStatusSchema,
  ENDED_STATUSES,
  isEnded,
  SUBMITTED_STATUSES,
} from './application-status.js';
import { applicationCaseSchema, workflowPartySchema } from './application-workflow-contracts.js';
import { pageOfSchema } from './list-paging.js';
import { programmeSchema } from './programme.js';
import { GUID_PATTERN } from './validation.js';

/**
 * The contracts of the officers' console (the regulator's back office) beyond single workflow steps:
 * the work queue and who each application is assigned to (/api/officer/applications,
 * /api/officer/officers, …/assignment), and the numbers dashboard (/api/officer/statistics).
 */

const instant = z.iso.datetime();
/** A calendar date, `yyyy-mm-dd`, read in Singapore. */
const day = z.iso.date('Enter a real date in the form yyyy-mm-dd');
/** An empty query value means "no filter": the web's query strings omit them, hand-written URLs may not. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

// ---- Officers and assignment ----

/** An officer as an assignment names them. */
export const officerReferenceSchema = z.object({ id: z.uuid(), name: z.string() });
export type OfficerReference = z.infer<typeof officerReferenceSchema>;

/** One of the regulator's officers, as the reassign list shows them. */
export const officerSchema = officerReferenceSchema.extend({ email: z.string().nullable() });
export type Officer = z.infer<typeof officerSchema>;

/** GET /api/officer/officers: every officer of the regulator, by name. */
export const officerListSchema = z.array(officerSchema);
export type OfficerList = z.infer<typeof officerListSchema>;

/** PUT /api/officer/applications/{id}/assignment: the officer to assign, or null to unassign. */
export const assignApplicationSchema = z.object({
  officerId: z
    .string('Choose an officer, or null to unassign')
    .regex(GUID_PATTERN, 'Choose an officer from the list of officers')
    .transform((id) => id.toLowerCase())
    .nullable(),
});
export type AssignApplication = z.input<typeof assignApplicationSchema>;

/** Who an application is assigned to, and since when; both null while nobody is. */
export const applicationAssignmentSchema = z.object({
  applicationId: z.uuid(),
  referenceNumber: z.string(),
  assignedOfficer: officerReferenceSchema.nullable(),
  assignedAt: instant.nullable(),
});
export type ApplicationAssignment = z.infer<typeof applicationAssignmentSchema>;

/** GET /api/officer/applications/{id} and every officer step: the application with its assignment. */
export const officerApplicationCaseSchema = applicationCaseSchema.extend({
  assignedOfficer: officerReferenceSchema.nullable(),
  assignedAt: instant.nullable(),
});
export type OfficerApplicationCase = z.infer<typeof officerApplicationCaseSchema>;

// ---- The work queue ----

/** The queue's `AssignedTo` words besides an officer's id. */
export const ASSIGNED_TO_ME = 'me';
export const ASSIGNED_TO_NOBODY = 'unassigned';

const ASSIGNED_TO_MESSAGE = `Enter ${ASSIGNED_TO_ME}, ${ASSIGNED_TO_NOBODY} or an officer's id`;

/** `AssignedTo`: the signed-in officer's, nobody's, or one officer's applications. */
export const assignedToFilterSchema = z.preprocess(
  emptyAsMissing,
  z
    .string(ASSIGNED_TO_MESSAGE)
    .refine(
      (value) => value === ASSIGNED_TO_ME || value === ASSIGNED_TO_NOBODY || GUID_PATTERN.test(value),
      ASSIGNED_TO_MESSAGE,
    )
    .transform((value) => value.toLowerCase())
    .optional(),
);
export type AssignedToFilter = z.output<typeof assignedToFilterSchema>;

/** GET /api/officer/applications: the work queue. */
export const officerQueueQuerySchema = z.object({
  Status: z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(z.coerce.number().pipe(applicationStatusSchema)),
    )
    .optional(),
  Programme: z.coerce.number().pipe(programmeSchema).optional(),
  Category: z.coerce.number().pipe(applicationCategorySchema).optional(),
  AssignedTo: assignedToFilterSchema,
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OfficerQueueQuery = z.input<typeof officerQueueQuerySchema>;

export const officerQueueItemSchema = applicationSummarySchema.extend({
  companyName: z.string(),
  companyUen: z.string().nullable(),
  /** When it entered its current status, and how many whole days ago. */
  statusSince: instant,
  ageDays: z.int().min(0),
  /** The earliest open due date of the step at hand (a request, findings, the invoice), when there is one. */
  dueDate: day.nullable(),
  overdue: z.boolean(),
  /** Whose move it is. */
  waitingOn: workflowPartySchema.nullable(),
  assignedOfficer: officerReferenceSchema.nullable(),
});
export type OfficerQueueItem = z.infer<typeof officerQueueItemSchema>;
export const officerQueuePageSchema = pageOfSchema(officerQueueItemSchema);
export type OfficerQueuePage = z.infer<typeof officerQueuePageSchema>;

// ---- The numbers dashboard ----

/** The months the dashboard covers when the query names no period: this one and the eleven before. */
export const STATISTICS_DEFAULT_MONTHS = 12;
/** The longest period one request may cover, in calendar months. */
export const STATISTICS_MAX_MONTHS = 60;

/** The statuses the dashboard counts as decided: every ended status but Cancelled (the company's own move). */
export const DECIDED_STATUSES: readonly ApplicationStatus[] = ENDED_STATUSES.filter(
  (status) => status !== ApplicationStatus.cancelled,
);

/** The statuses an application passes through after submission, before it ends, in workflow order. */
export const STAGE_STATUSES: readonly ApplicationStatus[] = SUBMITTED_STATUSES.filter(
  (status) => !isEnded(status),
);

/** GET /api/officer/statistics: `From` and `To` are calendar days in Singapore, both included. */
export const officerStatisticsQuerySchema = z
  .object({
    From: z.preprocess(emptyAsMissing, day.optional()),
    To: z.preprocess(emptyAsMissing, day.optional()),
  })
  .refine((query) => !query.From || !query.To || query.From <= query.To, {
    message: 'The start of the period (From) must be on or before its end (To)',
    path: ['From'],
  });
export type OfficerStatisticsQuery = z.input<typeof officerStatisticsQuerySchema>;

/** A calendar month, `yyyy-mm`. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const statisticsPeriodSchema = z.object({
  from: day,
  to: day,
  /** Every month the period touches, oldest first. */
  months: z.array(monthSchema),
});
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

/** One month of a programme: applications submitted in it, and applications decided in it. */
export const programmeMonthSchema = z.object({
  month: monthSchema,
  received: z.int().min(0),
  /** Reached a decided status (every ended status but Cancelled) within the month. */
  decided: z.int().min(0),
});
export type ProgrammeMonth = z.infer<typeof programmeMonthSchema>;

/**
 * Open applications with a step past its due date, now, by the queue's rule: an open request for
 * information, findings whose corrective actions are not yet accepted (while the company owes them),
 * an unpaid invoice. `applications` counts each application once, as the queue flags it overdue.
 */
export const overdueCountsSchema = z.object({
  requestsForInformation: z.int().min(0),
  findings: z.int().min(0),
  invoices: z.int().min(0),
  applications: z.int().min(0),
});
export type OverdueCounts = z.infer<typeof overdueCountsSchema>;

export const programmeStatisticsSchema = z.object({
  programme: programmeSchema,
  programmeLabel: z.string(),
  /** One entry per month of the period, oldest first, zeros included. */
  months: z.array(programmeMonthSchema),
  /** The months' sums over the period. */
  received: z.int().min(0),
  decided: z.int().min(0),
  /** Submitted and not ended, now (whatever the period). */
  pendingNow: z.int().min(0),
  overdueNow: overdueCountsSchema,
});
export type ProgrammeStatistics = z.infer<typeof programmeStatisticsSchema>;

/**
 * How long applications stay in one status after submission: the median, in days to one decimal, of
 * each application's total time in it, over the applications that left it within the period.
 */
export const stageDurationSchema = z.object({
  status: applicationStatusSchema,
  statusLabel: z.string(),
  /** Null when no application left the status within the period. */
  medianDays: z.number().min(0).nullable(),
  samples: z.int().min(0),
});
export type StageDuration = z.infer<typeof stageDurationSchema>;

export const officerStatisticsSchema = z.object({
  period: statisticsPeriodSchema,
  /** The moment the "now" figures (pending, overdue) were read. */
  asOf: instant,
  /** LRP, IBR, AOR, in that order. */
  programmes: z.array(programmeStatisticsSchema),
  /** Every open status after submission, in workflow order. */
  stages: z.array(stageDurationSchema),
});
export type OfficerStatistics = z.infer<typeof officerStatisticsSchema>;

/** The month of a `yyyy-mm-dd` day, `yyyy-mm`. */
const monthOf = (date: string) => date.slice(0, 7);

/** The first day of the month `offset` months from the month of `date` (negative: before). */
function firstOfMonth(date: string, offset = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, month - 1 + offset, 1));
  return moved.toISOString().slice(0, 10);
}

/** Every month from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let first = firstOfMonth(from); monthOf(first) <= monthOf(to); first = firstOfMonth(first, 1)) {
    months.push(monthOf(first));
  }
  return months;
}

export type StatisticsPeriodResult =
  | { ok: true; period: StatisticsPeriod }
  | { ok: false; field: 'From' | 'To'; message: string };

/**
 * The period of a dashboard request on `today` (Singapore): `To` defaults to today, `From` to the
 * first day of the month eleven months before `To`'s, so that the default covers twelve whole months
 * up to today.
 */
export function statisticsPeriod(
  query: { From?: string | undefined; To?: string | undefined },
  today: string,
): StatisticsPeriodResult {
  const to = query.To ?? today;
  const from = query.From ?? firstOfMonth(to, 1 - STATISTICS_DEFAULT_MONTHS);
  if (from > to) {
    return {
      ok: false,
      field: 'From',
      message: `The start of the period (From) must be on or before its end (To, ${to})`,
    };
  }
  const months = monthsBetween(from, to);
  if (months.length > STATISTICS_MAX_MONTHS) {
    return {
      ok: false,
      field: 'From',
      message: `Choose a period of at most ${STATISTICS_MAX_MONTHS} months`,
    };
  }
  return { ok: true, period: { from, to, months } };
}
