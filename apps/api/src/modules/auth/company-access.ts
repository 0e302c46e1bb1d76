import { type CompanyAccess, companyAccessOf } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { unauthorized } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './auth.repository.js';

/** The access of the signed-in user's company. */
export async function getCompanyAccess(db: Database, session: Session): Promise<CompanyAccess> {
  const user = await repository.findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  return companyAccessOf(user);
}
