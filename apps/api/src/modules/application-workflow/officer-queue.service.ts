import {
  ApplicationStatus,
  ASSIGNED_TO_ME,
  ASSIGNED_TO_NOBODY,
  applicationWaitingOn,
  isEnded,
  NO_STEP_FACTS,
  NO_WORKFLOW_FACTS,
  type OfficerQueueItem,
  type OfficerQueuePage,
  type officerQueueQuerySchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { toSummary } from '../applications/applications.service.js';
import { singaporeToday } from './due-dates.js';
import * as repository from './officer-queue.repository.js';
import { workflowFacts } from './workflow.service.js';

const DAY_MS = 86_400_000;

/** Statuses in which the company owes the findings their acknowledgement or corrective actions. */
const FINDINGS_OPEN: readonly number[] = [
  ApplicationStatus.pendingFindingsAcknowledgement,
  ApplicationStatus.pendingCorrectiveAction,
];

/** The due dates (yyyy-mm-dd) of an application's steps at hand; null where no such step is open. */
export interface StepDueDates {
  readonly request: string | null;
  readonly findings: string | null;
  readonly invoice: string | null;
}

/**
 * The due dates of the steps at hand of each application: its open request for information, its findings
 * not yet corrected while the company owes them, its unpaid invoice. An ended application has none.
 */
export async function stepDueDates(
  db: Database,
  rows: readonly { readonly id: string; readonly status: number }[],
): Promise<Map<string, StepDueDates>> {
  const ids = rows.map((row) => row.id);
  const [requests, findings, invoices] = await Promise.all([
    repository.openRequestDueDates(db, ids),
    repository.openFindingDueDates(db, ids),
    repository.unpaidInvoiceDueDates(db, ids),
  ]);
  const none: StepDueDates = { request: null, findings: null, invoice: null };
  return new Map(
    rows.map(({ id, status }) => [
      id,
      isEnded(status)
        ? none
        : {
            request: requests.get(id) ?? null,
            findings: FINDINGS_OPEN.includes(status) ? (findings.get(id) ?? null) : null,
            invoice: invoices.get(id) ?? null,
          },
    ]),
  );
}

/** The earliest of the due dates, or null. */
export function earliestDueDate(dates: StepDueDates): string | null {
  return (
    [dates.request, dates.findings, dates.invoice]
      .filter((date): date is string => date !== null)
      .sort()[0] ?? null
  );
}

/** Whether a due date has passed on `today` (both calendar days in Singapore). */
export const isOverdue = (dueDate: string | null, today: string) => dueDate !== null && dueDate < today;

/** The officer `AssignedTo` names: the reader for `me`, nobody (null) for `unassigned`, else the id given. */
function assignedOfficerOf(assignedTo: string | undefined, reader: string | null): string | null | undefined {
  if (assignedTo === undefined) return undefined;
  if (assignedTo === ASSIGNED_TO_NOBODY) return null;
  if (assignedTo !== ASSIGNED_TO_ME) return assignedTo;
  if (reader === null) throw badRequest({ AssignedTo: ['Name the officer by id: no officer is signed in'] });
  return reader;
}

/**
 * GET /api/officer/applications: the submitted applications, open ones unless a status filter names
 * others, the longest waiting in their status first; with how long each has waited, the due date of the
 * step at hand (the open request, the open findings, the unpaid invoice), whose move it is and who it is
 * assigned to. `reader` is the signed-in officer, whom `AssignedTo=me` names.
 */
export async function officerQueue(
  db: Database,
  query: z.output<typeof officerQueueQuerySchema>,
  reader: string | null,
  now = new Date(),
): Promise<OfficerQueuePage> {
  const filter = {
    statuses: query.Status,
    programme: query.Programme,
    category: query.Category,
    assignedOfficerId: assignedOfficerOf(query.AssignedTo, reader),
  };
  const [rows, total] = await Promise.all([
    repository.findQueue(db, filter, { limit: query.PageSize, offset: (query.Page - 1) * query.PageSize }),
    repository.countQueue(db, filter),
  ]);
  const [dueDates, facts] = await Promise.all([
    stepDueDates(
      db,
      rows.map(({ application }) => application),
    ),
    // Whose move it is follows from the company's actions open on the records (the domain's case).
    Promise.all(rows.map(({ application }) => workflowFacts(db, application))),
  ]);
  const today = singaporeToday(now);

  const items = rows.map(
    ({ application, companyName, companyUen, assignedOfficerName }, index): OfficerQueueItem => {
      const status = application.status;
      const dates = dueDates.get(application.id);
      const dueDate = dates ? earliestDueDate(dates) : null;
      return {
        ...toSummary(application),
        companyName,
        companyUen,
        statusSince: application.statusSince.toISOString(),
        ageDays: Math.max(0, Math.floor((now.getTime() - application.statusSince.getTime()) / DAY_MS)),
        dueDate,
        overdue: isOverdue(dueDate, today),
        waitingOn: applicationWaitingOn(status, {
          ...NO_WORKFLOW_FACTS,
          ...facts[index],
          ...NO_STEP_FACTS,
          programme: application.programme,
          category: application.category,
        }),
        assignedOfficer:
          application.assignedOfficerId === null
            ? null
            : { id: application.assignedOfficerId, name: assignedOfficerName ?? '' },
      };
    },
  );
  return { items, total, page: query.Page, pageSize: query.PageSize };
}
