import {
  type ApplicationDetails,
  type ApplicationSummary,
  type ApplicationsPage,
  answerContext,
  applicationCategoryLabel,
  applicationStatusLabel,
  formatNumber,
  isOpenApplication,
  isSubmitted,
  programmeLabel,
  sectionStates,
} from '@fsmis/domain';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { instantRange } from '../../lib/list-query.js';
import type { Session } from '../sessions/sessions.service.js';
import { baselineOfRow, savedSectionsOf, templateOfApplication } from './application-answers.js';
import * as sectionsRepository from './application-sections.repository.js';
import * as repository from './applications.repository.js';
import type { ApplicationsExportQuery, ApplicationsQuery } from './applications.schemas.js';
import { buildApplicationsWorkbook } from './applications-workbook.js';

/** The most rows one export holds; narrower filters get the rest. */
export const EXPORT_ROW_LIMIT = 10_000;

export const APPLICATION_NOT_FOUND_MESSAGE = 'We could not find this application.';

/** The signed-in company's applications, one page at a time. */
export async function listApplications(
  db: Database,
  session: Session,
  query: ApplicationsQuery,
): Promise<ApplicationsPage> {
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
      `The export can hold up to ${formatNumber(EXPORT_ROW_LIMIT)} applications and ${formatNumber(total)} match. Narrow the filters, then export again.`,
    );
  }
  const rows = await repository.findApplications(db, filter, sortOf(query), {
    limit: EXPORT_ROW_LIMIT,
    offset: 0,
  });
  return buildApplicationsWorkbook(rows.map(toSummary), now);
}

/**
 * One application of the signed-in company with its form (the pinned template), every section's answers,
 * their states and the frozen declaration. Another company's is "not found", never "forbidden".
 */
export async function getApplication(
  db: Database,
  session: Pick<Session, 'companyId'>,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationDetails> {
  const found = await repository.findCompanyApplication(db, session.companyId, applicationId);
  if (!found) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return detailsOf(db, found, now);
}

/** Any company's application, as `getApplication` gives it: an officer's read. */
export async function getAnyApplication(
  db: Database,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationDetails> {
  const found = await repository.findApplicationWithCompany(db, applicationId);
  if (!found) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return detailsOf(db, found, now);
}

async function detailsOf(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof repository.findApplicationWithCompany>>>,
  now: Date,
): Promise<ApplicationDetails> {
  const { application } = found;
  const summary = toSummary(application);
  const baseline = baselineOfRow(application);
  const template = await templateOfApplication(db, application);
  const sections = template
    ? await savedSectionsOf(
        db,
        application.companyId,
        template,
        await sectionsRepository.findSections(db, application.id),
      )
    : {};
  return {
    ...summary,
    companyName: found.companyName,
    companyUen: found.companyUen,
    isSubmitted: isSubmitted(summary.status),
    isOpen: isOpenApplication(summary.status),
    template,
    sections,
    states: template ? sectionStates(template.definition, sections, answerContext(now, baseline)) : {},
    baseline,
    lastSavedAt: application.lastSavedAt?.toISOString() ?? null,
    lastSavedByName: found.lastSavedByName,
    declaration: declarationOf(application),
  };
}

/** The declaration as stored at submission (the signer's id and the signature's attachment stay inside). */
export const storedDeclarationSchema = z.object({
  signerUserId: z.uuid(),
  signerName: z.string(),
  signedAt: z.iso.datetime(),
  signatureAttachmentId: z.uuid(),
  statements: z.array(z.string()),
});
export type StoredDeclaration = z.infer<typeof storedDeclarationSchema>;

export function storedDeclarationOf(application: repository.ApplicationRow): StoredDeclaration | null {
  const parsed = storedDeclarationSchema.safeParse(application.declaration);
  return parsed.success ? parsed.data : null;
}

function declarationOf(application: repository.ApplicationRow): ApplicationDetails['declaration'] {
  const stored = storedDeclarationOf(application);
  return stored
    ? { signerName: stored.signerName, signedAt: stored.signedAt, statements: stored.statements }
    : null;
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

export function toSummary(row: repository.ApplicationSummaryRow): ApplicationSummary {
  // The table holds only the domain's codes: the API is the only writer.
  const programme = row.programme;
  const category = row.category;
  const status = row.status;
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    programme,
    programmeLabel: programmeLabel(programme),
    category,
    categoryLabel: applicationCategoryLabel(category, programme),
    form: row.form,
    status,
    statusLabel: applicationStatusLabel(status, programme, category),
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
