import { isLocalLab } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import type { UserRole } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './auth.repository.js';

/** Which modules a company's users may use (spec 6). */
export interface CompanyAccess {
  /** A local laboratory (region type 1 or none): applications, dashboard and terms. */
  local: boolean;
  /** Proficiency testing: overseas laboratories always, local ones when granted. */
  proficiencyTesting: boolean;
  /** A local laboratory with proficiency testing picks its module on Select Module. */
  bothModules: boolean;
}

const NO_COMPANY_ACCESS: CompanyAccess = { local: false, proficiencyTesting: false, bothModules: false };

/** Officers act for the regulator, never as a laboratory: they have no company module at all. */
export function companyAccessOf(user: {
  regionType: number;
  hasAccessToProficiencyTesting: boolean;
  role: UserRole;
}): CompanyAccess {
  if (user.role === 'officer') return NO_COMPANY_ACCESS;
  const local = isLocalLab(user.regionType);
  return {
    local,
    proficiencyTesting: !local || user.hasAccessToProficiencyTesting,
    bothModules: local && user.hasAccessToProficiencyTesting,
  };
}

/** The access of the signed-in user's company. */
export async function getCompanyAccess(db: Database, session: Session): Promise<CompanyAccess> {
  const user = await repository.findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  return companyAccessOf(user);
}
