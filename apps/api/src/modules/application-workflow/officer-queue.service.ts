import {
  ApplicationStatus,
  isEnded,
  type OfficerQueueItem,
  type officerQueuePageSchema,
  type officerQueueQuerySchema,
  transitionsFrom,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { toSummary } from '../applications/applications.service.js';
import { singaporeToday } from './due-dates.js';
import * as repository from './officer-queue.repository.js';

const DAY_MS = 86_400_000;

/** Statuses in which the company owes the findings their acknowledgement or corrective actions. */
const FINDINGS_OPEN: readonly number[] = [
  ApplicationStatus.pendingFindingsAcknowledgement,
  ApplicationStatus.pendingCorrectiveAction,
];

/**
 * Whose move it is. The company may cancel while the application is in review, but that is no step it
 * owes: only its other moves mean the application waits on it.
 */
function waitingOn(status: ApplicationStatus): OfficerQueueItem['waitingOn'] {
  if (isEnded(status)) return null;
  const owed = transitionsFrom(status, 'company').filter((move) => move.action !== 'mark-as-cancelled');
  return owed.length > 0 ? 'company' : 'officer';
}

/**
 * GET /api/officer/applications: the submitted applications, open ones unless a status filter names
 * others, the longest waiting in their status first; with how long each has waited, the due date of the
 * step at hand (the open request, the open findings, the unpaid invoice) and whose move it is.
 */
export async function officerQueue(
  db: Database,
  query: z.output<typeof officerQueueQuerySchema>,
  now = new Date(),
): Promise<z.output<typeof officerQueuePageSchema>> {
  const filter = { statuses: query.Status, programme: query.Programme, category: query.Category };
  const [rows, total] = await Promise.all([
    repository.findQueue(db, filter, { limit: query.PageSize, offset: (query.Page - 1) * query.PageSize }),
    repository.countQueue(db, filter),
  ]);
  const ids = rows.map((row) => row.application.id);
  const [requests, findings, invoices] = await Promise.all([
    repository.openRequestDueDates(db, ids),
    repository.openFindingDueDates(db, ids),
    repository.unpaidInvoiceDueDates(db, ids),
  ]);
  const today = singaporeToday(now);

  const items = rows.map(({ application, companyName, companyUen }): OfficerQueueItem => {
    const status = application.status as ApplicationStatus;
    const open = isEnded(status)
      ? []
      : [
          requests.get(application.id),
          FINDINGS_OPEN.includes(status) ? findings.get(application.id) : undefined,
          invoices.get(application.id),
        ];
    const dueDate = open.filter((date): date is string => date !== undefined).sort()[0] ?? null;
    return {
      ...toSummary(application),
      companyName,
      companyUen,
      statusSince: application.statusSince.toISOString(),
      ageDays: Math.max(0, Math.floor((now.getTime() - application.statusSince.getTime()) / DAY_MS)),
      dueDate,
      overdue: dueDate !== null && dueDate < today,
      waitingOn: waitingOn(status),
    };
  });
  return { items, total, page: query.Page, pageSize: query.PageSize };
}
