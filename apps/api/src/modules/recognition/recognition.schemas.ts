import { companyRecognitionStatusSchema, programmeSchema } from '@fsmis/domain';
import { z } from 'zod';

/** A company's recognition in one programme (GET /api/companies/recognition). */
export const recognitionSchema = z.object({
  id: z.uuid(),
  programme: programmeSchema,
  programmeLabel: z.string(),
  status: companyRecognitionStatusSchema,
  statusLabel: z.string(),
  recognitionNumber: z.string(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  scopeSummary: z.string(),
  hasOngoingSuspension: z.boolean(),
  isRestricted: z.boolean(),
});
export type CompanyRecognition = z.infer<typeof recognitionSchema>;
