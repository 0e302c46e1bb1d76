import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications, users } from '../../db/schema/index.js';

const officerColumns = { id: users.id, name: users.name, email: users.email };

/** Every officer of the regulator, by name. */
export function findOfficers(db: Database) {
  return db
    .select(officerColumns)
    .from(users)
    .where(eq(users.role, 'officer'))
    .orderBy(asc(users.name), asc(users.id));
}

/** The officer with this id; null for a company's user or no user at all. */
export async function findOfficer(db: Database, userId: string) {
  const [row] = await db
    .select(officerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'officer')))
    .limit(1);
  return row ?? null;
}

const assignmentColumns = {
  id: applications.id,
  referenceNumber: applications.referenceNumber,
  programme: applications.programme,
  category: applications.category,
  status: applications.status,
  assignedOfficerId: applications.assignedOfficerId,
  assignedAt: applications.assignedAt,
};

const selectAssignment = (db: Database, applicationId: string) =>
  db
    .select({ ...assignmentColumns, officerName: users.name })
    .from(applications)
    .leftJoin(users, eq(applications.assignedOfficerId, users.id))
    .where(eq(applications.id, applicationId))
    .limit(1);

/** The application's assignment with the assigned officer's name. */
export async function findAssignment(db: Database, applicationId: string) {
  const [row] = await selectAssignment(db, applicationId);
  return row ?? null;
}

/** As `findAssignment`, the application's row locked until the transaction ends. */
export async function lockAssignment(db: Database, applicationId: string) {
  const [row] = await selectAssignment(db, applicationId).for('update', { of: applications });
  return row ?? null;
}

export async function updateAssignment(
  db: Database,
  applicationId: string,
  assignment: { assignedOfficerId: string | null; assignedAt: Date | null },
) {
  await db.update(applications).set(assignment).where(eq(applications.id, applicationId));
}
