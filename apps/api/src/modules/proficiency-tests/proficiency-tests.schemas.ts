import { PT_STATUSES } from '@fsmis/domain';
import { z } from 'zod';
import { pageParameter, pageSizeParameter, repeatedCodes, searchParameter } from '../../lib/list-query.js';

export const DEFAULT_SCHEMES_PAGE_SIZE = 10;

export const proficiencyTestsQuerySchema = z.object({
  Status: repeatedCodes(PT_STATUSES, 'Choose statuses from the list of proficiency testing statuses'),
  /** Matches the scheme's code or name. */
  Search: searchParameter,
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_SCHEMES_PAGE_SIZE),
});
export type ProficiencyTestsQuery = z.infer<typeof proficiencyTestsQuerySchema>;
