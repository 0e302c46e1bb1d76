import type { AuditAction, AuditEntity, AuditEntry, AuditSnapshot, PageOf } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { instantRange } from '../../lib/list-query.js';
import * as repository from './audit.repository.js';
import type { AuditLogExportFilter, AuditLogFilter } from './audit.schemas.js';

/** Who acts for the regulator, as the audit log records it. */
export interface OfficerActor {
  /** The officer's user id; null only for command-line maintenance where no officer account exists. */
  officerUserId: string | null;
  /** The officer's user id through the API, `cli:<os user>` on the command line. */
  actor: string;
  /** The HTTP request id, or one id per command-line run. */
  requestId: string;
}

/** An officer named by an account: every action on terms needs one (documents name their publisher). */
export type NamedOfficerActor = OfficerActor & { officerUserId: string };

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Writes one officer action; call it with the transaction that makes the change. */
export async function recordOfficerAction(db: Database, actor: OfficerActor, record: AuditRecord) {
  await repository.insertAuditEntry(db, {
    officerUserId: actor.officerUserId,
    actor: actor.actor,
    requestId: actor.requestId,
    ...record,
  });
}

/** The repository's filter of a query's parameters. */
export function auditFilterOf(query: AuditLogExportFilter): repository.AuditFilter {
  return {
    entityType: query.Entity,
    entityId: query.EntityId,
    action: query.Action,
    search: query.Search,
    ...instantRange(query.DateFrom, query.DateTo),
  };
}

/** GET /api/officer/audit-log and `officer audit`: newest first. */
export async function listAuditLog(db: Database, query: AuditLogFilter): Promise<PageOf<AuditEntry>> {
  const filter = auditFilterOf(query);
  const [rows, total] = await Promise.all([
    repository.findAuditEntries(db, filter, {
      limit: query.PageSize,
      offset: (query.Page - 1) * query.PageSize,
    }),
    repository.countAuditEntries(db, filter),
  ]);
  return { items: rows.map(toAuditEntry), total, page: query.Page, pageSize: query.PageSize };
}

export function toAuditEntry({
  entry,
  officerName,
  officerEmail,
}: {
  entry: repository.AuditRow;
  officerName: string | null;
  officerEmail: string | null;
}): AuditEntry {
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    officer:
      entry.officerUserId === null
        ? null
        : { userId: entry.officerUserId, name: officerName ?? '', email: officerEmail },
    actor: entry.actor,
    action: entry.action as AuditAction,
    entityType: entry.entityType as AuditEntity,
    entityId: entry.entityId,
    before: entry.before as AuditSnapshot | null,
    after: entry.after as AuditSnapshot | null,
    requestId: entry.requestId,
  };
}
