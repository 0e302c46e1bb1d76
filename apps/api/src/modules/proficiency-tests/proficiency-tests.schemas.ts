import { PT_STATUSES, ptStatusSchema } from '@fsmis/domain';
import { z } from 'zod';
import {
  pageOfSchema,
  pageParameter,
  pageSizeParameter,
  repeatedCodes,
  searchParameter,
} from '../../lib/list-query.js';

export const DEFAULT_SCHEMES_PAGE_SIZE = 10;

export const proficiencyTestsQuerySchema = z.object({
  Status: repeatedCodes(PT_STATUSES, 'Choose statuses from the list of proficiency testing statuses'),
  /** Matches the scheme's code or name. */
  Search: searchParameter,
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_SCHEMES_PAGE_SIZE),
});
export type ProficiencyTestsQuery = z.infer<typeof proficiencyTestsQuerySchema>;

export const schemeSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  matrix: z.string(),
  status: ptStatusSchema,
  statusLabel: z.string(),
  registrationOpensAt: z.iso.datetime(),
  registrationClosesAt: z.iso.datetime(),
  dispatchAt: z.iso.datetime(),
  resultsDueAt: z.iso.datetime(),
  isRegistered: z.boolean(),
  registeredAt: z.iso.datetime().nullable(),
});
export type SchemeSummary = z.infer<typeof schemeSummarySchema>;

export const schemesPageSchema = pageOfSchema(schemeSummarySchema);
