import { z } from 'zod';
import { isLocalLab } from './proficiency-testing.js';

/** Who a user is: someone of a company (a laboratory), or an officer of the regulator. */
export const USER_ROLES = ['company', 'officer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

/** Which modules a company's users may use (docs/requirements.md §6). */
export interface CompanyAccess {
  /** A local laboratory (region type 1 or none): applications, dashboard and terms. */
  readonly local: boolean;
  /** Proficiency testing: overseas laboratories always, local ones when granted. */
  readonly proficiencyTesting: boolean;
  /** A local laboratory with proficiency testing picks its module on Select Module. */
  readonly bothModules: boolean;
}

const NO_COMPANY_ACCESS: CompanyAccess = { local: false, proficiencyTesting: false, bothModules: false };

/** Officers act for the regulator, never as a laboratory: they have no company module at all. */
export function companyAccessOf(user: {
  readonly regionType: number | null | undefined;
  readonly hasAccessToProficiencyTesting: boolean;
  readonly role: UserRole;
}): CompanyAccess {
  if (user.role === 'officer') return NO_COMPANY_ACCESS;
  const local = isLocalLab(user.regionType);
  return {
    local,
    proficiencyTesting: !local || user.hasAccessToProficiencyTesting,
    bothModules: local && user.hasAccessToProficiencyTesting,
  };
}
