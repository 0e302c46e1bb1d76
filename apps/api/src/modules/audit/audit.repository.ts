import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';
import { containsPattern, type InstantRange } from '../../lib/list-query.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilter extends InstantRange {
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Part of the officer's name or e-mail, the actor, action, entity id, request id or a snapshot's text. */
  search?: string | undefined;
}

function searching(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(auditLog.actor, pattern),
    ilike(auditLog.action, pattern),
    ilike(auditLog.entityId, pattern),
    ilike(auditLog.requestId, pattern),
    // The snapshots' JSON text: its keys match too, which a search for a value may also find.
    sql`${auditLog.before}::text ilike ${pattern}`,
    sql`${auditLog.after}::text ilike ${pattern}`,
  );
}

const matching = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.search === undefined ? undefined : searching(filter.search),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.before === undefined ? undefined : lt(auditLog.createdAt, filter.before),
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
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.officerUserId, users.id))
    .where(matching(filter));
  return row?.total ?? 0;
}
