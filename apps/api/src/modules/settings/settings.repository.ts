import { and, asc, desc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners, maintenanceWindows } from '../../db/schema/index.js';

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

export function findActiveBanners(db: Database, now: Date) {
  return db.select().from(banners).where(activeAt(now, banners)).orderBy(asc(banners.startsAt));
}
