import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { signIn } from '../modules/auth/auth.service.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import type { TestApp } from './test-app.js';

/**
 * Opens a session for the demo overseas laboratory, which has no test login (it signs in through an
 * e-mailed link), and returns its cookie header.
 */
export async function signInOverseas({ app, database }: TestApp): Promise<string> {
  const [user] = await database.db
    .select({
      userId: users.id,
      companyId: companies.id,
      regionType: companies.regionType,
      hasAccessToProficiencyTesting: companies.hasAccessToProficiencyTesting,
      role: users.role,
    })
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(eq(users.email, DEMO_ACCOUNTS.overseas.email))
    .limit(1);
  if (!user) throw new Error('The demo overseas laboratory is not seeded');
  const { token } = await signIn(database.db, app.config, user);
  return `${SESSION_COOKIE}=${token}`;
}
