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
