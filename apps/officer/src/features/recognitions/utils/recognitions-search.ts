import {
  COMPANY_RECOGNITION_STATUSES,
  type CompanyRecognitionStatus,
  isProgramme,
  type Programme,
} from '@fsmis/domain';
import { paths } from '../../../config/paths';
import type { RecognitionsFilter } from '../api/get-recognitions';

/**
 * The list's filters live in its URL under the API's own query names (`?Status=3&ApplicationType=1&
 * CompanyUen=201633333E`), so a reload, Back and Forward and a shared link show the same rows. What the
 * URL cannot mean is left out rather than sent.
 */

const codeOf = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text.trim()) ? Number(text) : null;

const isRecognitionStatus = (code: number | null): code is CompanyRecognitionStatus =>
  COMPANY_RECOGNITION_STATUSES.some((status) => status === code);

export function filterFrom(params: URLSearchParams): RecognitionsFilter {
  const status = codeOf(params.get('Status'));
  const programme = codeOf(params.get('ApplicationType'));
  const uen = params.get('CompanyUen')?.trim() ?? '';
  return {
    ...(isRecognitionStatus(status) ? { Status: status } : {}),
    ...(isProgramme(programme) ? { ApplicationType: programme as Programme } : {}),
    ...(uen === '' ? {} : { CompanyUen: uen }),
  };
}

/** The filters a submitted filter form holds, read as the URL would be. */
export function filterFromForm(form: FormData): RecognitionsFilter {
  const params = new URLSearchParams();
  for (const key of ['Status', 'ApplicationType', 'CompanyUen'] as const) {
    const value = form.get(key);
    if (typeof value === 'string') params.set(key, value);
  }
  return filterFrom(params);
}

export const hasFilter = (filter: RecognitionsFilter): boolean => Object.keys(filter).length > 0;

export const recognitionsHref = (filter: RecognitionsFilter): string => paths.recognitions.href(filter);

/** Changes whenever the applied filters do: the filter form starts again from them. */
export const filterKey = (filter: RecognitionsFilter): string => recognitionsHref(filter);
