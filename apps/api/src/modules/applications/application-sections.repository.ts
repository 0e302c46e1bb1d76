import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationSections, users } from '../../db/schema/index.js';

export type SectionRow = typeof applicationSections.$inferSelect;
/** A section row with the name of who saved it last. */
export type SectionWithEditor = SectionRow & { updatedByName: string | null };

const withEditor = { section: applicationSections, updatedByName: users.name };

const flatten = ({ section, updatedByName }: { section: SectionRow; updatedByName: string | null }) => ({
  ...section,
  updatedByName,
});

/** Every saved section of an application. */
export async function findSections(db: Database, applicationId: string): Promise<SectionWithEditor[]> {
  const rows = await db
    .select(withEditor)
    .from(applicationSections)
    .leftJoin(users, eq(applicationSections.updatedByUserId, users.id))
    .where(eq(applicationSections.applicationId, applicationId));
  return rows.map(flatten);
}

/**
 * Every saved section of an application, locked until the transaction ends: a save compares the row
 * version of its section with what no one else can change meanwhile.
 */
export async function findSectionsForUpdate(
  db: Database,
  applicationId: string,
): Promise<SectionWithEditor[]> {
  const rows = await db
    .select(withEditor)
    .from(applicationSections)
    .leftJoin(users, eq(applicationSections.updatedByUserId, users.id))
    .where(eq(applicationSections.applicationId, applicationId))
    .for('update', { of: applicationSections });
  return rows.map(flatten);
}

export async function insertSections(db: Database, rows: (typeof applicationSections.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(applicationSections).values(rows);
}

/** Inserts or updates one section's row (the caller knows what it wrote: nothing is read back). */
export async function insertSection(db: Database, row: typeof applicationSections.$inferInsert) {
  await db.insert(applicationSections).values(row);
}

export async function updateSection(
  db: Database,
  applicationId: string,
  sectionId: string,
  changes: Partial<typeof applicationSections.$inferInsert>,
) {
  await db
    .update(applicationSections)
    .set(changes)
    .where(
      and(eq(applicationSections.applicationId, applicationId), eq(applicationSections.sectionId, sectionId)),
    );
}
