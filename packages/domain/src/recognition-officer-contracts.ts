import { z } from 'zod';
import { companyRecognitionStatusSchema } from './company-recognition.js';
import { pageOfSchema } from './list-paging.js';
import { pageParameter, pageSizeParameter, searchParameter } from './list-query-parameters.js';
import { programmeSchema } from './programme.js';
import { officerRecognitionSchema } from './recognition-contracts.js';

/**
 * The officers' list of recognitions (GET /api/officer/recognitions), apart from the recognition
 * contracts the portal's pages read (recognition-contracts.ts).
 */

/** Rows per page of the list, as the work queue and the audit log. */
export const DEFAULT_RECOGNITIONS_PAGE_SIZE = 20;

/**
 * The list's filters and page. `Search` finds part of the company's name, whatever its case, or the
 * start of its UEN (`2016` finds 201633333E); `%` and `_` in it are plain characters. `CompanyUen` is
 * one company's whole UEN, whatever its case.
 */
export const officerRecognitionQuerySchema = z.object({
  Search: searchParameter,
  Status: z.coerce.number().pipe(companyRecognitionStatusSchema).optional(),
  ApplicationType: z.coerce.number().pipe(programmeSchema).optional(),
  CompanyUen: z.string().trim().min(1).optional(),
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_RECOGNITIONS_PAGE_SIZE),
});
export type OfficerRecognitionQuery = z.input<typeof officerRecognitionQuerySchema>;
export type OfficerRecognitionFilter = z.output<typeof officerRecognitionQuerySchema>;

/** One page of the list, by company name, then programme. */
export const officerRecognitionPageSchema = pageOfSchema(officerRecognitionSchema);
export type OfficerRecognitionPage = z.infer<typeof officerRecognitionPageSchema>;
