import { z } from 'zod';
import { companyRecognitionStatusSchema } from './company-recognition.js';
import { programmeSchema } from './programme.js';

const instant = z.iso.datetime();

/** A company's recognition in one programme (GET /api/companies/recognition: one per programme at most). */
export const companyRecognitionSchema = z.object({
  id: z.uuid(),
  programme: programmeSchema,
  programmeLabel: z.string(),
  status: companyRecognitionStatusSchema,
  statusLabel: z.string(),
  recognitionNumber: z.string(),
  validFrom: instant,
  validUntil: instant,
  scopeSummary: z.string(),
  /** Suspended, or an appeal against the suspension in progress. */
  hasOngoingSuspension: z.boolean(),
  /** Revoked: the company may not apply under this programme. */
  isRestricted: z.boolean(),
});
export type CompanyRecognition = z.infer<typeof companyRecognitionSchema>;
