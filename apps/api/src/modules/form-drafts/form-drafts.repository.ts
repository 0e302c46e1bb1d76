import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { formDrafts } from '../../db/schema/form-drafts.js';

export async function findDraft(db: Database, userId: string, formKey: string) {
  const [row] = await db
    .select({ data: formDrafts.data, savedAt: formDrafts.savedAt })
    .from(formDrafts)
    .where(and(eq(formDrafts.userId, userId), eq(formDrafts.formKey, formKey)))
    .limit(1);
  return row ?? null;
}

export async function upsertDraft(
  db: Database,
  draft: { userId: string; formKey: string; data: unknown; savedAt: Date },
) {
  await db
    .insert(formDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [formDrafts.userId, formDrafts.formKey],
      set: { data: draft.data, savedAt: draft.savedAt },
    });
}

export async function deleteDraft(db: Database, userId: string, formKey: string) {
  await db.delete(formDrafts).where(and(eq(formDrafts.userId, userId), eq(formDrafts.formKey, formKey)));
}
