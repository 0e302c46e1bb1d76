import {
  ApplicationStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type ReminderKind,
} from '@fsmis/domain';
import { and, eq, inArray, isNull, lte, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applicationReminders,
  applications,
  correctiveActions,
} from '../../db/schema/index.js';

const S = ApplicationStatus;

/** The application a due date belongs to. */
const owner = {
  applicationId: applications.id,
  companyId: applications.companyId,
  referenceNumber: applications.referenceNumber,
};

/** Requests for information still open (the application waits on the answer) and due by `lastDay`. */
export function openRequestsDueBy(db: Database, lastDay: string) {
  return db
    .select({ ...owner, requestId: applicationCorrespondence.id, dueDate: applicationCorrespondence.dueDate })
    .from(applicationCorrespondence)
    .innerJoin(applications, eq(applications.id, applicationCorrespondence.applicationId))
    .where(
      and(
        eq(applications.status, S.requestForInformation),
        eq(applicationCorrespondence.status, CorrespondenceStatus.sent),
        lte(applicationCorrespondence.dueDate, lastDay),
      ),
    );
}

/**
 * Applications whose findings wait on the company, with the earliest due date among those findings when
 * it falls by `lastDay`: to be acknowledged (Pending Findings Acknowledgement), or to be answered with a
 * corrective action that is neither submitted nor accepted (Pending Corrective Action).
 */
export function findingsDueBy(
  db: Database,
  lastDay: string,
  stage: 'acknowledgement' | 'corrective-actions',
) {
  const earliest = sql<string>`min(${applicationFindings.dueDate})::text`;
  const waiting =
    stage === 'acknowledgement'
      ? and(
          eq(applications.status, S.pendingFindingsAcknowledgement),
          isNull(applicationFindings.acknowledgedAt),
        )
      : and(
          eq(applications.status, S.pendingCorrectiveAction),
          notExists(
            db
              .select({ id: correctiveActions.id })
              .from(correctiveActions)
              .where(
                and(
                  eq(correctiveActions.findingId, applicationFindings.id),
                  inArray(correctiveActions.status, [
                    CorrectiveActionStatus.submitted,
                    CorrectiveActionStatus.accepted,
                  ]),
                ),
              ),
          ),
        );
  return db
    .select({ ...owner, dueDate: earliest })
    .from(applicationFindings)
    .innerJoin(applications, eq(applications.id, applicationFindings.applicationId))
    .where(waiting)
    .groupBy(applications.id, applications.companyId, applications.referenceNumber)
    .having(lte(earliest, lastDay));
}

/** Unpaid invoices due by `lastDay`, unless their application was stopped (the fee is then not owed). */
export function unpaidInvoicesDueBy(db: Database, lastDay: string) {
  return db
    .select({
      ...owner,
      invoiceId: applicationInvoices.id,
      number: applicationInvoices.number,
      dueDate: applicationInvoices.dueDate,
    })
    .from(applicationInvoices)
    .innerJoin(applications, eq(applications.id, applicationInvoices.applicationId))
    .where(
      and(
        isNull(applicationInvoices.paidAt),
        notInArray(applications.status, [S.voided, S.withdrawn, S.cancelled]),
        lte(applicationInvoices.dueDate, lastDay),
      ),
    );
}

/**
 * Claims one reminder: true when this call recorded it, false when it was already sent (by an earlier
 * run, or by another instance at the same moment: the unique key lets only one insert through).
 */
export async function claimReminder(
  db: Database,
  reminder: { applicationId: string; subject: string; kind: ReminderKind; sentAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(applicationReminders)
    .values(reminder)
    .onConflictDoNothing({
      target: [applicationReminders.applicationId, applicationReminders.subject, applicationReminders.kind],
    })
    .returning({ id: applicationReminders.id });
  return claimed.length > 0;
}
