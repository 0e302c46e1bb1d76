import type { Programme } from '@fsmis/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { programmeApplicationTemplates, users } from '../../db/schema/index.js';

export type TemplateRow = typeof programmeApplicationTemplates.$inferSelect;

/** The newest version of each form of a programme (or of every programme). */
export async function findLatestTemplates(db: Database, programme?: Programme): Promise<TemplateRow[]> {
  const rows = await db
    .selectDistinctOn([programmeApplicationTemplates.programme, programmeApplicationTemplates.form])
    .from(programmeApplicationTemplates)
    .where(programme === undefined ? undefined : eq(programmeApplicationTemplates.programme, programme))
    .orderBy(
      programmeApplicationTemplates.programme,
      programmeApplicationTemplates.form,
      desc(programmeApplicationTemplates.version),
    );
  return rows;
}

/** The ids of the newest versions only: their content is read once per process (versions never change). */
export async function findLatestTemplateIds(db: Database, programme?: Programme): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([programmeApplicationTemplates.programme, programmeApplicationTemplates.form], {
      id: programmeApplicationTemplates.id,
    })
    .from(programmeApplicationTemplates)
    .where(programme === undefined ? undefined : eq(programmeApplicationTemplates.programme, programme))
    .orderBy(
      programmeApplicationTemplates.programme,
      programmeApplicationTemplates.form,
      desc(programmeApplicationTemplates.version),
    );
  return rows.map((row) => row.id);
}

export async function findTemplates(db: Database, ids: readonly string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(programmeApplicationTemplates)
    .where(inArray(programmeApplicationTemplates.id, [...ids]));
}

export async function findLatestTemplate(
  db: Database,
  programme: Programme,
  form: string,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(programmeApplicationTemplates)
    .where(
      and(
        eq(programmeApplicationTemplates.programme, programme),
        eq(programmeApplicationTemplates.form, form),
      ),
    )
    .orderBy(desc(programmeApplicationTemplates.version))
    .limit(1);
  return row ?? null;
}

export async function findTemplate(db: Database, id: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(programmeApplicationTemplates)
    .where(eq(programmeApplicationTemplates.id, id))
    .limit(1);
  return row ?? null;
}

/** Inserts the next version of a form; two publishers at once: the unique key lets one through. */
export async function insertNextVersion(
  db: Database,
  values: Omit<typeof programmeApplicationTemplates.$inferInsert, 'version' | 'id'>,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(programmeApplicationTemplates)
    .values({
      ...values,
      version: sql`(select coalesce(max(${programmeApplicationTemplates.version}), 0) + 1 from ${programmeApplicationTemplates} where ${programmeApplicationTemplates.programme} = ${values.programme} and ${programmeApplicationTemplates.form} = ${values.form})`,
    })
    .returning();
  if (!row) throw new Error('The template version was not stored');
  return row;
}

/** The names of the officers who published versions, by user id. */
export async function findPublisherNames(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
