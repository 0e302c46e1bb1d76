import { timingSafeEqual } from 'node:crypto';
import {
  AttachmentScanStatus,
  CorrespondenceStatus,
  companyAccessOf,
  contactNumberFrom,
  defaultCountryCodeOf,
  isDashboardAllowed,
  isProfileComplete,
  type ModuleChoice,
  type Profile,
  type ProfileRequirement,
  type ProfileUpdate,
  PT_REGION_TYPE_LABELS,
  profileRequirementsOf,
  type TestLogin,
  type UserDetails,
} from '@fsmis/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { UserRole } from '../../db/schema/index.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { hasAnyApplications } from '../applications/applications.service.js';
import { hasAnyProficiencyTests } from '../proficiency-tests/proficiency-tests.service.js';
import { chooseModule, openSession, type Session } from '../sessions/sessions.service.js';
import { programmeTermsOf } from '../terms/terms-company.service.js';
import * as repository from './auth.repository.js';

export const NO_TEST_ACCOUNT_MESSAGE = 'No test account matches this Singpass ID, company UEN and email.';
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';

/** Signs in through the test login (embedded and test environments only). */
export async function testLogin(db: Database, config: Config, input: TestLogin) {
  if (
    config.testLoginPassword !== undefined &&
    !samePassword(input.password ?? '', config.testLoginPassword)
  ) {
    throw badRequest(WRONG_PASSWORD_MESSAGE);
  }
  const user = await repository.findUserForTestLogin(db, input);
  if (!user) throw badRequest(NO_TEST_ACCOUNT_MESSAGE);
  return signIn(db, config, user);
}

/**
 * Opens the user's one live session; overseas labs work in proficiency testing only. An officer's
 * session is in no module: it opens the officer API only.
 */
export async function signIn(
  db: Database,
  config: Config,
  user: {
    userId: string;
    companyId: string;
    regionType: number;
    hasAccessToProficiencyTesting: boolean;
    role: UserRole;
  },
) {
  const access = companyAccessOf(user);
  const { local, proficiencyTesting, bothModules } = access;
  return openSession(
    db,
    {
      userId: user.userId,
      companyId: user.companyId,
      role: user.role,
      ptMode: !local && proficiencyTesting,
      moduleSelected: !bothModules,
      access,
    },
    config.sessionIdleMinutes,
  );
}

export async function getUserDetails(db: Database, session: Session): Promise<UserDetails> {
  const user = await repository.findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  const access = companyAccessOf(user);
  const [termsAndConditions, anyApplications, anyProficiencyTests] = await Promise.all([
    // Company terms are fetched only for local labs (docs/requirements.md §6).
    access.local ? programmeTermsOf(db, user.companyId) : [],
    hasAnyApplications(db, user.companyId),
    hasAnyProficiencyTests(db, user.companyId),
  ]);
  const contactNumber = contactNumberFrom({
    countryCode: user.contactCountryCode,
    areaCode: user.contactAreaCode,
    number: user.contactNumber,
  });
  return {
    userId: user.userId,
    role: user.role,
    name: user.name,
    email: user.email,
    contactNumber,
    signatureId: user.signatureAttachmentId,
    companyName: user.companyName,
    companyUen: user.companyUen,
    companyAddress: user.companyAddress,
    companyTermsAndConditionsPendingAcknowledgement: termsAndConditions
      .filter((item) => item.companyTermsAndConditionsStatus?.value === CorrespondenceStatus.sent)
      .map((item) => item.applicationType.value),
    hasAnyApplications: anyApplications,
    hasAnyProficiencyTests: anyProficiencyTests,
    hasAccessToProficiencyTesting: access.proficiencyTesting,
    proficiencyTestingRegionType: user.regionType,
    profileComplete: isProfileComplete({
      contactNumber,
      email: user.email,
      signatureId: user.signatureAttachmentId,
    }),
    dashboardAllowed: isDashboardAllowed({
      hasAnyApplications: anyApplications,
      programmes: termsAndConditions.map((item) => ({
        termsStatus: item.companyTermsAndConditionsStatus?.value ?? null,
        hasOngoingSuspension: item.hasOngoingSuspension,
      })),
    }),
    termsAndConditions,
    ptMode: session.ptMode,
    moduleSelected: session.moduleSelected,
    autoLogoutOnInactivityAt: session.autoLogoutOnInactivityAt.toISOString(),
  };
}

export const ONE_MODULE_MESSAGE = 'Your laboratory uses one module only, so there is no module to choose.';

/**
 * Select Module (docs/requirements.md §2): a laboratory with both modules works in the local or the PT
 * module.
 */
export async function selectModule(
  db: Database,
  session: Session,
  module: ModuleChoice,
): Promise<UserDetails> {
  if (!session.access.bothModules) throw forbidden(ONE_MODULE_MESSAGE);
  await chooseModule(db, session, module === 'pt');
  return getUserDetails(db, session);
}

export async function getProfile(db: Database, session: Session): Promise<Profile> {
  const user = await repository.findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  const signature = user.signatureAttachmentId
    ? await repository.findAttachment(db, user.signatureAttachmentId)
    : null;
  const contactNumber = contactNumberFrom({
    countryCode: user.contactCountryCode,
    areaCode: user.contactAreaCode,
    number: user.contactNumber,
  });
  const has: Readonly<Record<ProfileRequirement, boolean>> = {
    contactNumber: contactNumber !== '',
    email: Boolean(user.email?.trim()),
    signature: signature !== null,
  };
  const missing = profileRequirementsOf(user.regionType).filter((requirement) => !has[requirement]);
  return {
    name: user.name,
    email: user.email,
    telephone: {
      countryCode: user.contactCountryCode ?? defaultCountryCodeOf(user.regionType),
      areaCode: user.contactAreaCode ?? '',
      number: user.contactNumber ?? '',
    },
    signatureAttachment: signature
      ? {
          attachmentId: signature.id,
          displayFileName: signature.displayFileName,
          fileSize: signature.fileSize,
          attachmentStatus: signature.status,
          createdAt: signature.createdAt.toISOString(),
        }
      : null,
    companyName: user.companyName,
    companyUen: user.companyUen,
    companyAddress: user.companyAddress,
    regionType: user.regionType,
    regionTypeLabel: PT_REGION_TYPE_LABELS[user.regionType],
    isComplete: missing.length === 0,
    missing,
  };
}

export async function updateProfile(db: Database, session: Session, update: ProfileUpdate): Promise<Profile> {
  if (update.signatureAttachmentId) {
    const signature = await repository.findAttachment(db, update.signatureAttachmentId);
    if (!signature || signature.companyId !== session.companyId) {
      throw badRequest({ signatureAttachmentId: ['Upload your signature again'] });
    }
    if (signature.status !== AttachmentScanStatus.scanned) {
      throw badRequest({ signatureAttachmentId: ['Wait until the signature has been checked for viruses'] });
    }
  }
  await repository.updateUserProfile(db, session.userId, {
    name: update.name,
    email: update.email,
    contactCountryCode: update.telephone.countryCode.replace(/^\+/, ''),
    contactAreaCode: update.telephone.areaCode,
    contactNumber: update.telephone.number,
    signatureAttachmentId: update.signatureAttachmentId,
  });
  return getProfile(db, session);
}

function samePassword(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type { UserWithCompany } from './auth.repository.js';

/** A user with the company they act for, as their profile reads (a PT registration's suggested contact). */
export function findUserWithCompany(db: Database, userId: string) {
  return repository.findUserWithCompany(db, userId);
}
