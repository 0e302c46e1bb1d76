import { describe, expect, it } from 'vitest';
import { companyAccessOf, userRoleSchema } from './company-access.js';

describe('companyAccessOf', () => {
  it.each([
    [
      'a local lab',
      { regionType: 1, hasAccessToProficiencyTesting: false },
      { local: true, proficiencyTesting: false, bothModules: false },
    ],
    [
      'a local lab with PT',
      { regionType: 1, hasAccessToProficiencyTesting: true },
      { local: true, proficiencyTesting: true, bothModules: true },
    ],
    [
      'a lab with no region type',
      { regionType: null, hasAccessToProficiencyTesting: false },
      { local: true, proficiencyTesting: false, bothModules: false },
    ],
    [
      'an overseas lab',
      { regionType: 2, hasAccessToProficiencyTesting: false },
      { local: false, proficiencyTesting: true, bothModules: false },
    ],
  ] as const)('gives %s its modules', (_name, user, access) => {
    expect(companyAccessOf({ ...user, role: 'company' })).toEqual(access);
  });

  it('gives an officer no company module', () => {
    expect(companyAccessOf({ regionType: 1, hasAccessToProficiencyTesting: true, role: 'officer' })).toEqual({
      local: false,
      proficiencyTesting: false,
      bothModules: false,
    });
  });

  it('knows the two roles', () => {
    expect(userRoleSchema.options).toEqual(['company', 'officer']);
    expect(userRoleSchema.safeParse('admin').success).toBe(false);
  });
});
