import {
  type ApplicationAssignment,
  ApplicationStatus,
  type AssignApplication,
  applicationStatusLabel,
  isEnded,
  type Officer,
  type OfficerApplicationCase,
  type OfficerReference,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/applications.service.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './officer-assignment.repository.js';
import { applicationCase } from './workflow-view.service.js';

type AssignmentRow = NonNullable<Awaited<ReturnType<typeof repository.lockAssignment>>>;

export const ASSIGNMENT_MESSAGES = {
  unknownOfficer: 'Choose an officer of the regulator from the list of officers.',
  draft: (reference: string) => `${reference} is a draft: only a submitted application can be assigned.`,
  ended: (reference: string, status: string) =>
    `${reference} is ${status.toLowerCase()}: an application that has ended keeps the assignment it had.`,
  assigned: (reference: string, to: string) => `Assigned ${reference} to ${to}.`,
  reassigned: (reference: string, from: string, to: string) =>
    `Reassigned ${reference} from ${from} to ${to}.`,
  unassigned: (reference: string, from: string) => `Unassigned ${reference} from ${from}.`,
  alreadyAssigned: (reference: string, to: string) => `${reference} is already assigned to ${to}.`,
  alreadyUnassigned: (reference: string) => `${reference} is not assigned to anyone.`,
} as const;

/** GET /api/officer/officers: whom an application may be assigned to. */
export async function listOfficers(db: Database): Promise<Officer[]> {
  return repository.findOfficers(db);
}

const officerOf = (row: {
  assignedOfficerId: string | null;
  officerName: string | null;
}): OfficerReference | null =>
  row.assignedOfficerId === null ? null : { id: row.assignedOfficerId, name: row.officerName ?? '' };

const assignmentOf = (row: AssignmentRow, officer: OfficerReference | null): ApplicationAssignment => ({
  applicationId: row.id,
  referenceNumber: row.referenceNumber,
  assignedOfficer: officer,
  assignedAt: row.assignedAt?.toISOString() ?? null,
});

/** The assignment as the audit log keeps it before and after. */
const snapshotOf = (assignment: ApplicationAssignment) => ({
  assignedOfficerId: assignment.assignedOfficer?.id ?? null,
  assignedOfficerName: assignment.assignedOfficer?.name ?? null,
  assignedAt: assignment.assignedAt,
});

/** Refuses a change to the assignment of a draft or of an application that has ended. */
function requireOpen(row: AssignmentRow): void {
  const status = row.status;
  if (status === ApplicationStatus.draft) throw conflict(ASSIGNMENT_MESSAGES.draft(row.referenceNumber));
  if (isEnded(status)) {
    const label = applicationStatusLabel(status, row.programme, row.category);
    throw conflict(ASSIGNMENT_MESSAGES.ended(row.referenceNumber, label));
  }
}

/** The officer an assignment names; a company's user or an unknown id is a 400 on `officerId`. */
async function officerToAssign(db: Database, officerId: string): Promise<OfficerReference> {
  const officer = await repository.findOfficer(db, officerId);
  if (!officer) throw badRequest({ officerId: [ASSIGNMENT_MESSAGES.unknownOfficer] });
  return { id: officer.id, name: officer.name };
}

function changeMessage(reference: string, from: OfficerReference | null, to: OfficerReference | null) {
  if (!to) return ASSIGNMENT_MESSAGES.unassigned(reference, from?.name ?? '');
  return from
    ? ASSIGNMENT_MESSAGES.reassigned(reference, from.name, to.name)
    : ASSIGNMENT_MESSAGES.assigned(reference, to.name);
}

/**
 * PUT /api/officer/applications/{id}/assignment: assigns a submitted, open application to an officer,
 * hands it to another, or (null) takes it off everyone's list; the change is written to the audit log
 * in its transaction. Naming the officer it already has changes nothing.
 */
export async function assignApplication(
  db: Database,
  actor: NamedOfficerActor,
  applicationId: string,
  command: AssignApplication,
  now = new Date(),
): Promise<{ assignment: ApplicationAssignment; message: string }> {
  return inTransaction(db, async (tx) => {
    const row = await repository.lockAssignment(tx, applicationId);
    if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    const target = command.officerId === null ? null : await officerToAssign(tx, command.officerId);
    requireOpen(row);

    const before = assignmentOf(row, officerOf(row));
    const reference = row.referenceNumber;
    if ((target?.id ?? null) === row.assignedOfficerId) {
      const message = target
        ? ASSIGNMENT_MESSAGES.alreadyAssigned(reference, target.name)
        : ASSIGNMENT_MESSAGES.alreadyUnassigned(reference);
      return { assignment: before, message };
    }

    const changed = { assignedOfficerId: target?.id ?? null, assignedAt: target ? now : null };
    await repository.updateAssignment(tx, row.id, changed);
    const after = assignmentOf({ ...row, ...changed }, target);
    await recordOfficerAction(tx, actor, {
      action: 'application.assign',
      entityType: 'application',
      entityId: row.id,
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return { assignment: after, message: changeMessage(reference, before.assignedOfficer, target) };
  });
}

/** GET /api/officer/applications/{id}: the application as an officer reads it, with its assignment. */
export async function officerApplicationCase(
  db: Database,
  applicationId: string,
  now = new Date(),
): Promise<OfficerApplicationCase> {
  const found = await applicationCase(db, applicationId, { party: 'officer' }, now);
  const assignment = await repository.findAssignment(db, applicationId);
  if (!assignment) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const { assignedOfficer, assignedAt } = assignmentOf(assignment, officerOf(assignment));
  return { ...found, assignedOfficer, assignedAt };
}
