import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** The officer with this e-mail address, in any letter case. */
export async function findOfficerByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.role, 'officer')))
    .limit(1);
  return row ?? null;
}
