import { isLocalLab } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
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

export function companyAccessOf(company: {
  regionType: number;
  hasAccessToProficiencyTesting: boolean;
}): CompanyAccess {
  const local = isLocalLab(company.regionType);
  return {
    local,
    proficiencyTesting: !local || company.hasAccessToProficiencyTesting,
    bothModules: local && company.hasAccessToProficiencyTesting,
  };
}

/** The access of the signed-in user's company. */
export async function getCompanyAccess(db: Database, session: Session): Promise<CompanyAccess> {
  const user = await repository.findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  return companyAccessOf(user);
}
