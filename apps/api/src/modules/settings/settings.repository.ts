import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners, maintenanceWindows } from '../../db/schema/index.js';

export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

const activeAt = (now: Date, table: typeof banners | typeof maintenanceWindows) =>
  and(lte(table.startsAt, now), or(isNull(table.endsAt), gt(table.endsAt, now)));

export async function findCurrentMaintenanceWindow(db: Database, now: Date) {
  const [window] = await db
    .select()
    .from(maintenanceWindows)
    .where(activeAt(now, maintenanceWindows))
    .orderBy(desc(maintenanceWindows.startsAt))
    .limit(1);
  return window ?? null;
}

export async function insertMaintenanceWindow(
  db: Database,
  window: { startsAt: Date; endsAt: Date | null; message: string },
) {
  const [row] = await db.insert(maintenanceWindows).values(window).returning();
  if (!row) throw new Error('The maintenance window was not stored');
  return row;
}

/** Ends every window that is open at `now`. */
export async function endMaintenanceWindows(db: Database, now: Date) {
  return db
    .update(maintenanceWindows)
    .set({ endsAt: now })
    .where(activeAt(now, maintenanceWindows))
    .returning({ id: maintenanceWindows.id });
}

/** Every window, the latest start first. */
export function findMaintenanceWindows(db: Database): Promise<MaintenanceWindowRow[]> {
  return db
    .select()
    .from(maintenanceWindows)
    .orderBy(desc(maintenanceWindows.startsAt), desc(maintenanceWindows.createdAt));
}

export async function findMaintenanceWindowForUpdate(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(eq(maintenanceWindows.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** A window that takes place at some moment of [from, until): not cancelled, and not over by `from`. */
export async function findOverlappingMaintenanceWindow(db: Database, from: Date, until: Date) {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(
      and(
        lt(maintenanceWindows.startsAt, until),
        or(
          isNull(maintenanceWindows.endsAt),
          and(
            gt(maintenanceWindows.endsAt, from),
            gt(maintenanceWindows.endsAt, maintenanceWindows.startsAt),
          ),
        ),
      ),
    )
    .orderBy(asc(maintenanceWindows.startsAt))
    .limit(1);
  return row ?? null;
}

export async function setMaintenanceWindowEnd(db: Database, id: string, endsAt: Date) {
  const [row] = await db
    .update(maintenanceWindows)
    .set({ endsAt })
    .where(eq(maintenanceWindows.id, id))
    .returning();
  if (!row) throw new Error('The maintenance window was not updated');
  return row;
}

// Any stable number: the key of the lock that lets one officer at a time check for overlaps and schedule.
const MAINTENANCE_SCHEDULE_LOCK = 0x6d61696e74;

/** Held until the transaction ends: two windows scheduled at once cannot both miss each other. */
export async function lockMaintenanceSchedule(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(${MAINTENANCE_SCHEDULE_LOCK})`);
}

export function findActiveBanners(db: Database, now: Date) {
  return db.select().from(banners).where(activeAt(now, banners)).orderBy(asc(banners.startsAt));
}

/** Every banner, the latest start first. */
export function findBanners(db: Database): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(desc(banners.startsAt), desc(banners.createdAt));
}

export async function findBannerForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update').limit(1);
  return row ?? null;
}

type BannerValues = Pick<BannerRow, 'title' | 'message' | 'severity' | 'startsAt' | 'endsAt'>;

export async function insertBanner(db: Database, values: BannerValues) {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('The banner was not stored');
  return row;
}

export async function updateBanner(db: Database, id: string, values: BannerValues) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('The banner was not updated');
  return row;
}

export async function deleteBanner(db: Database, id: string) {
  await db.delete(banners).where(eq(banners.id, id));
}
