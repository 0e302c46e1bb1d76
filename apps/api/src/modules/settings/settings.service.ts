import {
  type AuditSnapshot,
  type Banner,
  type BannerInput,
  formatMoment,
  type MaintenanceStatus,
  type MaintenanceWindow,
  type OfficerBanner,
  type ScheduleMaintenance,
  scheduleProblems,
  scheduleStateAt,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
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

// ---- The officers' schedule of maintenance ----

export const SETTINGS_MESSAGES = {
  windowNotFound: 'We could not find this maintenance window.',
  windowOver: 'This maintenance window has already ended.',
  windowCancelled: 'This maintenance window was already cancelled.',
  overlaps: (window: { startsAt: Date; endsAt: Date | null }) =>
    `Maintenance is already ${window.endsAt ? `scheduled from ${whenOf(window.startsAt)} to ${whenOf(window.endsAt)}` : `on from ${whenOf(window.startsAt)} until an officer ends it`}. End or cancel it first, or choose a time that does not overlap.`,
  bannerNotFound: 'We could not find this banner.',
} as const;

/** An instant as people in Singapore read it, in the messages of these settings. */
export const whenOf = (instant: Date | string) => `${formatMoment(instant)} (Singapore time)`;

export function toMaintenanceWindow(row: repository.MaintenanceWindowRow, now: Date): MaintenanceWindow {
  return {
    id: row.id,
    message: row.message,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    state: scheduleStateAt(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

function windowSnapshot(row: repository.MaintenanceWindowRow): AuditSnapshot {
  return {
    id: row.id,
    message: row.message,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** GET /api/officer/maintenance-windows: past, current and scheduled, the latest start first. */
export async function listMaintenanceWindows(db: Database, now = new Date()): Promise<MaintenanceWindow[]> {
  const rows = await repository.findMaintenanceWindows(db);
  return rows.map((row) => toMaintenanceWindow(row, now));
}

/**
 * Schedules maintenance from `from` (now when left out) until `until`, for the companies' Scheduled
 * Maintenance page; a window may not overlap one that is scheduled or on.
 */
export async function scheduleMaintenanceAs(
  db: Database,
  actor: OfficerActor,
  request: ScheduleMaintenance,
  now = new Date(),
): Promise<MaintenanceWindow> {
  const from = request.from ? new Date(request.from) : now;
  const until = new Date(request.until);
  const problems = scheduleProblems({ from, until }, now, { startMayBePast: false });
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return inTransaction(db, async (tx) => {
    await repository.lockMaintenanceSchedule(tx);
    const overlapping = await repository.findOverlappingMaintenanceWindow(tx, from, until);
    if (overlapping) throw conflict(SETTINGS_MESSAGES.overlaps(overlapping));
    const row = await repository.insertMaintenanceWindow(tx, {
      startsAt: from,
      endsAt: until,
      message: request.message,
    });
    await recordOfficerAction(tx, actor, {
      action: 'maintenance.schedule',
      entityType: 'maintenance',
      entityId: row.id,
      before: null,
      after: windowSnapshot(row),
    });
    return toMaintenanceWindow(row, now);
  });
}

/** Ends a window that is on now, or cancels one that has not begun (it then ends at its start). */
export async function endMaintenanceWindowAs(
  db: Database,
  actor: OfficerActor,
  windowId: string,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return inTransaction(db, async (tx) => {
    const window = await repository.findMaintenanceWindowForUpdate(tx, windowId);
    if (!window) throw notFound(SETTINGS_MESSAGES.windowNotFound);
    const state = scheduleStateAt(window, now);
    if (state === 'past') throw conflict(SETTINGS_MESSAGES.windowOver);
    if (state === 'cancelled') throw conflict(SETTINGS_MESSAGES.windowCancelled);
    const ended = await repository.setMaintenanceWindowEnd(
      tx,
      window.id,
      state === 'scheduled' ? window.startsAt : now,
    );
    await recordOfficerAction(tx, actor, {
      action: state === 'scheduled' ? 'maintenance.cancel' : 'maintenance.end',
      entityType: 'maintenance',
      entityId: window.id,
      before: windowSnapshot(window),
      after: windowSnapshot(ended),
    });
    return toMaintenanceWindow(ended, now);
  });
}

// ---- The officers' banners ----

function toOfficerBanner(row: repository.BannerRow, now: Date): OfficerBanner {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    state: scheduleStateAt(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

function bannerSnapshot(row: repository.BannerRow): AuditSnapshot {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** GET /api/officer/banners: every banner, the latest start first. */
export async function listBanners(db: Database, now = new Date()): Promise<OfficerBanner[]> {
  const rows = await repository.findBanners(db);
  return rows.map((row) => toOfficerBanner(row, now));
}

/** The banner's values once checked against the clock; a start left out is `defaultStart`. */
function bannerValues(input: BannerInput, defaultStart: Date, now: Date) {
  const startsAt = input.from ? new Date(input.from) : defaultStart;
  const endsAt = input.until ? new Date(input.until) : null;
  const problems = scheduleProblems({ from: startsAt, until: endsAt }, now, { startMayBePast: true });
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return { title: input.title, message: input.message, severity: input.severity, startsAt, endsAt };
}

export async function createBannerAs(
  db: Database,
  actor: OfficerActor,
  input: BannerInput,
  now = new Date(),
): Promise<OfficerBanner> {
  const values = bannerValues(input, now, now);
  return inTransaction(db, async (tx) => {
    const row = await repository.insertBanner(tx, values);
    await recordOfficerAction(tx, actor, {
      action: 'banner.create',
      entityType: 'banner',
      entityId: row.id,
      before: null,
      after: bannerSnapshot(row),
    });
    return toOfficerBanner(row, now);
  });
}

/** Replaces a banner's title, message, severity and times; a start left out stays as it was. */
export async function updateBannerAs(
  db: Database,
  actor: OfficerActor,
  bannerId: string,
  input: BannerInput,
  now = new Date(),
): Promise<OfficerBanner> {
  return inTransaction(db, async (tx) => {
    const banner = await repository.findBannerForUpdate(tx, bannerId);
    if (!banner) throw notFound(SETTINGS_MESSAGES.bannerNotFound);
    const row = await repository.updateBanner(tx, banner.id, bannerValues(input, banner.startsAt, now));
    await recordOfficerAction(tx, actor, {
      action: 'banner.update',
      entityType: 'banner',
      entityId: row.id,
      before: bannerSnapshot(banner),
      after: bannerSnapshot(row),
    });
    return toOfficerBanner(row, now);
  });
}

/** Removes a banner, whatever its state; the audit log keeps what it said. Answers its title. */
export async function deleteBannerAs(db: Database, actor: OfficerActor, bannerId: string): Promise<string> {
  return inTransaction(db, async (tx) => {
    const banner = await repository.findBannerForUpdate(tx, bannerId);
    if (!banner) throw notFound(SETTINGS_MESSAGES.bannerNotFound);
    await repository.deleteBanner(tx, banner.id);
    await recordOfficerAction(tx, actor, {
      action: 'banner.delete',
      entityType: 'banner',
      entityId: banner.id,
      before: bannerSnapshot(banner),
      after: null,
    });
    return banner.title;
  });
}

/** How long an instance may answer the maintenance status it last read. */
export const MAINTENANCE_STATUS_TTL_MS = 2_000;

export interface MaintenanceStatusReader {
  read(now?: number): Promise<MaintenanceStatus>;
  /** Reads afresh next time: this instance has just changed the schedule. */
  forget(): void;
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
  // Bumped by forget(): a read that began before the change must not be remembered after it.
  let generation = 0;
  return {
    async read(now = Date.now()) {
      if (cached && now - cached.readAt < ttlMs) return cached.status;
      if (pending) return pending;
      const started = generation;
      const reading = getMaintenanceStatus(db)
        .then((status) => {
          if (started === generation) cached = { status, readAt: Date.now() };
          return status;
        })
        .finally(() => {
          if (pending === reading) pending = null;
        });
      pending = reading;
      return reading;
    },
    forget() {
      generation += 1;
      cached = null;
      pending = null;
    },
  };
}
