import { userRoleSchema } from '@fsmis/domain';
import { z } from 'zod';
import { programmeTermsSchema } from '../terms/terms.schemas.js';

export const userDetailsSchema = z.object({
  userId: z.uuid(),
  role: userRoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  contactNumber: z.string(),
  signatureId: z.uuid().nullable(),
  companyName: z.string(),
  companyUen: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyTermsAndConditionsPendingAcknowledgement: z.array(z.number().int()),
  hasAnyApplications: z.boolean(),
  hasAnyProficiencyTests: z.boolean(),
  hasAccessToProficiencyTesting: z.boolean(),
  proficiencyTestingRegionType: z.number().int(),
  profileComplete: z.boolean(),
  dashboardAllowed: z.boolean(),
  termsAndConditions: z.array(programmeTermsSchema),
  ptMode: z.boolean(),
  moduleSelected: z.boolean(),
  autoLogoutOnInactivityAt: z.iso.datetime(),
});

export const profileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  telephone: z.object({ countryCode: z.string(), areaCode: z.string(), number: z.string() }),
  signatureAttachment: z
    .object({
      attachmentId: z.uuid(),
      displayFileName: z.string(),
      fileSize: z.number().int(),
      attachmentStatus: z.number().int(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  companyName: z.string(),
  companyUen: z.string().nullable(),
  companyAddress: z.string().nullable(),
  isComplete: z.boolean(),
  missing: z.array(z.enum(['contactNumber', 'email', 'signature'])),
});

export const autoLogoutSchema = z.object({ autoLogoutOnInactivityAt: z.iso.datetime() });

export const selectModuleSchema = z.object({
  module: z.enum(['local', 'pt'], 'Choose the local module or the PT module'),
});
