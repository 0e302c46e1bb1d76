import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
}

const matching = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
  );

/** Entries newest first, with the officer's name and e-mail. */
export async function findAuditEntries(
  db: Database,
  filter: AuditFilter,
  window: { limit: number; offset: number },
) {
  return db
    .select({ entry: auditLog, officerName: users.name, officerEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.officerUserId, users.id))
    .where(matching(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAuditEntries(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(matching(filter));
  return row?.total ?? 0;
}
