import type { UserGuideAudience } from '@fsmis/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userGuides } from '../../db/schema/index.js';

export type UserGuideRow = typeof userGuides.$inferSelect;

export async function findGuides(
  db: Database,
  audiences: readonly UserGuideAudience[],
): Promise<UserGuideRow[]> {
  return db
    .select()
    .from(userGuides)
    .where(inArray(userGuides.audience, [...audiences]))
    .orderBy(asc(userGuides.title));
}

export async function findGuide(db: Database, id: string, audiences: readonly UserGuideAudience[]) {
  const [row] = await db
    .select()
    .from(userGuides)
    .where(and(eq(userGuides.id, id), inArray(userGuides.audience, [...audiences])))
    .limit(1);
  return row ?? null;
}

type GuideValues = Omit<UserGuideRow, 'id' | 'createdAt'>;

export async function findGuideForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(userGuides).where(eq(userGuides.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertGuide(db: Database, values: GuideValues & { createdAt: Date }) {
  const [row] = await db.insert(userGuides).values(values).returning();
  if (!row) throw new Error('The user guide was not stored');
  return row;
}

export async function updateGuide(db: Database, id: string, values: GuideValues) {
  const [row] = await db.update(userGuides).set(values).where(eq(userGuides.id, id)).returning();
  if (!row) throw new Error('The user guide was not updated');
  return row;
}

export async function deleteGuide(db: Database, id: string) {
  await db.delete(userGuides).where(eq(userGuides.id, id));
}
