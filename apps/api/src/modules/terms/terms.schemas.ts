import { correspondenceStatusSchema, programmeSchema } from '@fsmis/domain';
import { z } from 'zod';

/** One programme's terms item (spec 3), in /latest and in the signed-in user's details. */
export const programmeTermsSchema = z.object({
  applicationType: z.object({ value: programmeSchema, label: z.string() }),
  companyTermsAndConditionId: z.uuid().nullable(),
  companyTermsAndConditionsStatus: z
    .object({ value: correspondenceStatusSchema, label: z.string() })
    .nullable(),
  hasOngoingSuspension: z.boolean(),
  isAbleToRequest: z.boolean(),
});
export type ProgrammeTerms = z.infer<typeof programmeTermsSchema>;
