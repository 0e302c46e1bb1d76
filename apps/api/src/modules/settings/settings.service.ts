import type { Database } from '../../db/database.js';
import * as repository from './settings.repository.js';

export interface MaintenanceStatus {
  isUnderMaintenance: boolean;
  message: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

export interface Banner {
  id: string;
  title: string;
  message: string;
  severity: 'info' | 'warning' | 'critical';
}

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

export async function getActiveBanners(db: Database, now = new Date()): Promise<Banner[]> {
  const rows = await repository.findActiveBanners(db, now);
  return rows.map(({ id, title, message, severity }) => ({ id, title, message, severity }));
}
