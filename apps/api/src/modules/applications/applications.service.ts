import {
  type ApplicationCategory,
  type ApplicationStatus,
  applicationCategoryLabel,
  applicationStatusLabel,
  isOpenApplication,
  isSubmitted,
  type Programme,
  programmeLabel,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { instantRange, type PageOf } from '../../lib/list-query.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './applications.repository.js';
import type {
  ApplicationDetails,
  ApplicationSummary,
  ApplicationsExportQuery,
  ApplicationsQuery,
} from './applications.schemas.js';
import { buildApplicationsWorkbook } from './applications-workbook.js';

/** The most rows one export holds; narrower filters get the rest. */
export const EXPORT_ROW_LIMIT = 10_000;

export const APPLICATION_NOT_FOUND_MESSAGE = 'We could not find this application.';

/** The signed-in company's applications, one page at a time. */
export async function listApplications(
  db: Database,
  session: Session,
  query: ApplicationsQuery,
): Promise<PageOf<ApplicationSummary>> {
  const filter = filterOf(session, query);
  const [rows, total] = await Promise.all([
    repository.findApplications(db, filter, sortOf(query), {
      limit: query.PageSize,
      offset: (query.Page - 1) * query.PageSize,
    }),
    repository.countApplications(db, filter),
  ]);
  return { items: rows.map(toSummary), total, page: query.Page, pageSize: query.PageSize };
}

/** Every application matching the filters as an Excel workbook, named after today's date. */
export async function exportApplications(
  db: Database,
  session: Session,
  query: ApplicationsExportQuery,
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const filter = filterOf(session, query);
  const total = await repository.countApplications(db, filter);
  if (total > EXPORT_ROW_LIMIT) {
    throw badRequest(
      `The export can hold up to ${EXPORT_ROW_LIMIT.toLocaleString('en-SG')} applications and ${total.toLocaleString('en-SG')} match. Narrow the filters, then export again.`,
    );
  }
  const rows = await repository.findApplications(db, filter, sortOf(query), {
    limit: EXPORT_ROW_LIMIT,
    offset: 0,
  });
  return buildApplicationsWorkbook(rows.map(toSummary), now);
}

/** One application of the signed-in company; another company's is "not found", never "forbidden". */
export async function getApplication(
  db: Database,
  session: Session,
  applicationId: string,
): Promise<ApplicationDetails> {
  const found = await repository.findCompanyApplication(db, session.companyId, applicationId);
  if (!found) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const summary = toSummary(found.application);
  return {
    ...summary,
    companyName: found.companyName,
    companyUen: found.companyUen,
    isSubmitted: isSubmitted(summary.status),
    isOpen: isOpenApplication(summary.status),
  };
}

export function hasAnyApplications(db: Database, companyId: string): Promise<boolean> {
  return repository.companyHasApplications(db, companyId);
}

function filterOf(session: Session, query: ApplicationsExportQuery): repository.ApplicationFilter {
  const { from, before } = instantRange(query.DateFrom, query.DateTo);
  return {
    companyId: session.companyId,
    programmes: query.ApplicationType,
    categories: query.ApplicationCategory,
    statuses: query.Status,
    ...(from ? { createdFrom: from } : {}),
    ...(before ? { createdBefore: before } : {}),
    ...(query.Search ? { referenceNumberContains: query.Search } : {}),
  };
}

function sortOf(query: ApplicationsExportQuery): repository.ApplicationSort {
  return { field: query.SortBy, direction: query.SortDirection };
}

function toSummary(row: repository.ApplicationRow): ApplicationSummary {
  // The table holds only the domain's codes: the API is the only writer.
  const programme = row.programme as Programme;
  const category = row.category as ApplicationCategory;
  const status = row.status as ApplicationStatus;
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    programme,
    programmeLabel: programmeLabel(programme),
    category,
    categoryLabel: applicationCategoryLabel(category, programme),
    status,
    statusLabel: applicationStatusLabel(status, programme, category),
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
