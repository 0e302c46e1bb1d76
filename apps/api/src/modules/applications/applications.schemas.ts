import {
  APPLICATION_CATEGORIES,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUSES,
  DEFAULT_APPLICATION_SORT,
  DEFAULT_PAGE_SIZE,
  PROGRAMMES,
  SORT_DIRECTIONS,
} from '@fsmis/domain';
import { z } from 'zod';
import {
  dateRangeParameters,
  END_BEFORE_START_MESSAGE,
  endNotBeforeStart,
  pageParameter,
  pageSizeParameter,
  repeatedCodes,
  searchParameter,
} from '../../lib/list-query.js';

/** The filters of the applications table and its export. `DateFrom`/`DateTo` are on the creation date. */
const filterParameters = {
  ApplicationType: repeatedCodes(PROGRAMMES, 'Choose programmes from the list: 1 LRP, 2 IBR, 3 AOR'),
  ApplicationCategory: repeatedCodes(
    APPLICATION_CATEGORIES,
    'Choose application types from the list: 1 New, 2 Renewal, 3 Change Of Scope, 4 Change Of Company Details',
  ),
  Status: repeatedCodes(APPLICATION_STATUSES, 'Choose statuses from the list of application statuses'),
  ...dateRangeParameters,
  Search: searchParameter,
  SortBy: z
    .enum(APPLICATION_SORT_FIELDS, `Sort by one of: ${APPLICATION_SORT_FIELDS.join(', ')}`)
    .default(DEFAULT_APPLICATION_SORT.sortBy),
  SortDirection: z
    .enum(SORT_DIRECTIONS, 'Sort direction must be asc or desc')
    .default(DEFAULT_APPLICATION_SORT.sortDirection),
};

export const applicationsExportQuerySchema = z
  .object(filterParameters)
  .refine(endNotBeforeStart, { path: ['DateTo'], message: END_BEFORE_START_MESSAGE });
export type ApplicationsExportQuery = z.infer<typeof applicationsExportQuerySchema>;

export const applicationsQuerySchema = z
  .object({
    ...filterParameters,
    Page: pageParameter,
    PageSize: pageSizeParameter(DEFAULT_PAGE_SIZE),
  })
  .refine(endNotBeforeStart, { path: ['DateTo'], message: END_BEFORE_START_MESSAGE });
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;
