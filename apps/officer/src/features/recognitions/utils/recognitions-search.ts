import {
  COMPANY_RECOGNITION_STATUSES,
  type CompanyRecognitionStatus,
  DEFAULT_RECOGNITIONS_PAGE_SIZE,
  isProgramme,
  type OfficerRecognitionQuery,
  type Programme,
  pageParameter,
} from '@fsmis/domain';
import { paths } from '../../../config/paths';

/**
 * The list's search, filters and page live in its URL under the API's own query names
 * (`?Search=harbour&Status=3&ApplicationType=1&CompanyUen=201633333E&Page=2`), so a reload, Back and
 * Forward and a shared link show the same rows. What the URL cannot mean is left out rather than sent.
 */

export type RecognitionsFilter = {
  /** Part of the company's name, or the start of its UEN. */
  readonly Search?: string;
  readonly Status?: CompanyRecognitionStatus;
  readonly ApplicationType?: Programme;
  /** One company's whole UEN. */
  readonly CompanyUen?: string;
};

export type RecognitionsSearch = RecognitionsFilter & { readonly Page: number };

const FILTER_PARAMETERS = ['Search', 'Status', 'ApplicationType', 'CompanyUen'] as const;

const codeOf = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text.trim()) ? Number(text) : null;

const isRecognitionStatus = (code: number | null): code is CompanyRecognitionStatus =>
  COMPANY_RECOGNITION_STATUSES.some((status) => status === code);

const textOf = (params: URLSearchParams, name: string): string => params.get(name)?.trim() ?? '';

/** The filters of the URL, without its page. */
export function filterFrom(params: URLSearchParams): RecognitionsFilter {
  const search = textOf(params, 'Search');
  const status = codeOf(params.get('Status'));
  const programme = codeOf(params.get('ApplicationType'));
  const uen = textOf(params, 'CompanyUen');
  return {
    ...(search === '' ? {} : { Search: search }),
    ...(isRecognitionStatus(status) ? { Status: status } : {}),
    ...(isProgramme(programme) ? { ApplicationType: programme as Programme } : {}),
    ...(uen === '' ? {} : { CompanyUen: uen }),
  };
}

/** What the URL asks the list to show: its filters and its page (the first unless it names another). */
export function searchFrom(params: URLSearchParams): RecognitionsSearch {
  const page = pageParameter.safeParse(params.get('Page') ?? undefined);
  return { ...filterFrom(params), Page: page.success ? page.data : 1 };
}

/** The filters a submitted filter form holds, read as the URL would be. */
export function filterFromForm(form: FormData): RecognitionsFilter {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMETERS) {
    const value = form.get(key);
    if (typeof value === 'string') params.set(key, value);
  }
  return filterFrom(params);
}

/** The query of GET /api/officer/recognitions for one page of the list. */
export function recognitionsApiQuery(search: RecognitionsSearch): OfficerRecognitionQuery {
  return { ...search, PageSize: DEFAULT_RECOGNITIONS_PAGE_SIZE };
}

export const hasFilter = (filter: RecognitionsFilter): boolean =>
  FILTER_PARAMETERS.some((name) => filter[name] !== undefined);

/** The list's URL for these filters, at `page` (the first page names none). */
export const recognitionsHref = (filter: RecognitionsFilter, page = 1): string =>
  paths.recognitions.href({
    ...Object.fromEntries(FILTER_PARAMETERS.map((name) => [name, filter[name]])),
    Page: page > 1 ? page : undefined,
  });

/** Changes whenever the applied filters do (not the page): the filter form starts again from them. */
export const filterKey = (filter: RecognitionsFilter): string =>
  JSON.stringify(FILTER_PARAMETERS.map((name) => filter[name] ?? null));
