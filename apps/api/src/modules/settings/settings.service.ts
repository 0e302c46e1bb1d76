import type { Banner, MaintenanceStatus } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { type OfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './settings.repository.js';

export async function getMaintenanceStatus(db: Database, now = new Date()): Promise<MaintenanceStatus> {
  const window = await repository.findCurrentMaintenanceWindow(db, now);
  if (!window) return { isUnderMaintenance: false, message: null, startsAt: null, endsAt: null };
  return {
    isUnderMaintenance: true,
    message: window.message,
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt?.toISOString() ?? null,
  };
}

export async function startMaintenance(
  db: Database,
  options: { message: string; until: Date | null },
  now = new Date(),
): Promise<MaintenanceStatus> {
  await repository.insertMaintenanceWindow(db, {
    startsAt: now,
    endsAt: options.until,
    message: options.message,
  });
  return getMaintenanceStatus(db, now);
}

export async function endMaintenance(db: Database, now = new Date()): Promise<MaintenanceStatus> {
  await repository.endMaintenanceWindows(db, now);
  return getMaintenanceStatus(db, now);
}

/** An officer starts or ends maintenance: the change and its audit entry in one transaction. */
export async function switchMaintenanceAs(
  db: Database,
  actor: OfficerActor,
  change: { on: true; message: string; until: Date | null } | { on: false },
  now = new Date(),
): Promise<MaintenanceStatus> {
  return inTransaction(db, async (transaction) => {
    const before = await getMaintenanceStatus(transaction, now);
    const after = change.on
      ? await startMaintenance(transaction, { message: change.message, until: change.until }, now)
      : await endMaintenance(transaction, now);
    await recordOfficerAction(transaction, actor, {
      action: change.on ? 'maintenance.on' : 'maintenance.off',
      entityType: 'maintenance',
      entityId: null,
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}

export async function getActiveBanners(db: Database, now = new Date()): Promise<Banner[]> {
  const rows = await repository.findActiveBanners(db, now);
  return rows.map(({ id, title, message, severity }) => ({ id, title, message, severity }));
}

/** How long an instance may answer the maintenance status it last read. */
export const MAINTENANCE_STATUS_TTL_MS = 2_000;

export interface MaintenanceStatusReader {
  read(now?: number): Promise<MaintenanceStatus>;
}

/**
 * The maintenance status, read from the database at most once per TTL by each instance: every
 * page load and every gated request asks for it, and a switch may take a moment to be seen.
 */
export function cachedMaintenanceStatus(
  db: Database,
  ttlMs = MAINTENANCE_STATUS_TTL_MS,
): MaintenanceStatusReader {
  let cached: { status: MaintenanceStatus; readAt: number } | null = null;
  let pending: Promise<MaintenanceStatus> | null = null;
  return {
    async read(now = Date.now()) {
      if (cached && now - cached.readAt < ttlMs) return cached.status;
      pending ??= getMaintenanceStatus(db)
        .then((status) => {
          cached = { status, readAt: Date.now() };
          return status;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
