import { z } from 'zod';
import { userRoleSchema } from './company-access.js';
import { programmeSchema } from './programme.js';
import { programmeTermsSchema } from './terms-contracts.js';

/**
 * The contracts of signing in and of the session (docs/requirements.md §3, §4): the API validates and
 * serialises with these schemas, the web checks what it receives with the same ones.
 */

const instant = z.iso.datetime();

/**
 * What a sign-in answers (test login, Singpass callback, overseas link, test registration) and what a
 * ping answers: the session's inactivity deadline.
 */
export const autoLogoutSchema = z.object({ autoLogoutOnInactivityAt: instant });
export type AutoLogout = z.infer<typeof autoLogoutSchema>;

/** GET /api/auth/test-logins: answered only where test logins are on (404 elsewhere). */
export const testLoginsEnabledSchema = z.object({ enabled: z.literal(true) });

/** GET /api/spcp/generate-url: the identity service's authorization URL, for one sign-in. */
export const signInUrlSchema = z.object({ url: z.url() });
export type SignInUrl = z.infer<typeof signInUrlSchema>;

/** GET /api/auth/user: the signed-in user, the session state of docs/requirements.md §3. */
export const userDetailsSchema = z.object({
  userId: z.uuid(),
  /** 'officer' for the regulator's officers, whose session opens the officer API only. */
  role: userRoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  /** "+65 6123 4567"; '' without a number. */
  contactNumber: z.string(),
  signatureId: z.uuid().nullable(),
  companyName: z.string(),
  companyUen: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyTermsAndConditionsPendingAcknowledgement: z.array(programmeSchema),
  hasAnyApplications: z.boolean(),
  hasAnyProficiencyTests: z.boolean(),
  hasAccessToProficiencyTesting: z.boolean(),
  proficiencyTestingRegionType: z.int(),
  /** `isProfileComplete` of the user (docs/requirements.md §5); what the guards read. */
  profileComplete: z.boolean(),
  /** `isDashboardAllowed` of the company (docs/requirements.md §4); what the local guards read. */
  dashboardAllowed: z.boolean(),
  /**
   * The terms item of each programme, LRP, IBR and AOR; empty for overseas laboratories
   * (docs/requirements.md §6).
   */
  termsAndConditions: z.array(programmeTermsSchema),
  ptMode: z.boolean(),
  moduleSelected: z.boolean(),
  autoLogoutOnInactivityAt: instant,
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/**
 * POST /api/auth/select-module (docs/requirements.md §2): a laboratory with both modules works in one;
 * answers the user details.
 */
export const selectModuleSchema = z.object({
  module: z.enum(['local', 'pt'], 'Choose the local module or the PT module'),
});
export type ModuleChoice = z.infer<typeof selectModuleSchema>['module'];
