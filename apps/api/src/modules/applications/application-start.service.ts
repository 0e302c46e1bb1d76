import {
  APPLICATION_FORMS,
  ApplicationCategory,
  ApplicationStatus,
  answersInForce,
  applicationCategoryLabel,
  applicationFormFor,
  type FormTemplate,
  type Programme,
  type ProgrammeStanding,
  prefilledAnswers,
  programmeLabel,
  type StartApplication,
  type StartedApplication,
  singaporeDateParts,
  startRefusal,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import { findTemplate, latestTemplate } from '../application-templates/application-templates.service.js';
import { standingsOf } from '../company-standing/company-standing.service.js';
import { recognitionOf } from '../recognition/recognition.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as sectionsRepository from './application-sections.repository.js';
import * as repository from './applications.repository.js';

export const START_MESSAGES = {
  localLabsOnly: 'Applications for recognition are for local laboratories only.',
  unknownForm: (programme: Programme, form: string) =>
    `${programmeLabel(programme)} has no form "${form}". Choose one of: ${APPLICATION_FORMS[programme]
      .map((each) => each.slug)
      .join(', ')}.`,
  wrongEndpoint: (programme: Programme, form: string, category: ApplicationCategory) =>
    `The ${programmeLabel(programme)} "${form}" form is a ${applicationCategoryLabel(category, programme)} application: start it at ${START_PATHS[category]}.`,
  noTemplate: (programme: Programme, name: string) =>
    `The ${programmeLabel(programme)} ${name} form is not available yet. Try again later.`,
} as const;

/** Where each category of application is started (docs/requirements.md §7). */
export const START_PATHS: Readonly<Record<ApplicationCategory, string>> = {
  [ApplicationCategory.new]: '/api/applications',
  [ApplicationCategory.renewal]: '/api/applications/renew',
  [ApplicationCategory.changeOfScope]: '/api/applications/change-of-scope',
  [ApplicationCategory.changeOfCompanyDetails]: '/api/applications/change-of-detail',
};

/** Applications are for local laboratories (like their terms). */
export function requireLocalLab(session: Session): void {
  if (!session.access.local) throw forbidden(START_MESSAGES.localLabsOnly);
}

/**
 * Starts an application of `category` on a form, or resumes the company's draft of that form. A new
 * draft is pinned to the form's newest template version; a Renewal or Change starts from the answers of
 * the application that set the company's recognition (its baseline).
 */
export async function startApplication(
  db: Database,
  session: Session,
  category: ApplicationCategory,
  request: StartApplication,
  now = new Date(),
): Promise<StartedApplication> {
  const programme = request.applicationType;
  const form = applicationFormFor(programme, request.form);
  if (!form) throw badRequest({ form: [START_MESSAGES.unknownForm(programme, request.form)] });
  if (form.category !== category) {
    throw badRequest({ form: [START_MESSAGES.wrongEndpoint(programme, form.slug, form.category)] });
  }
  requireLocalLab(session);
  const label = programmeLabel(programme);
  return inTransaction(db, async (tx) => {
    await repository.lockCompany(tx, session.companyId);
    const drafts = await repository.findCompanyDrafts(tx, session.companyId);
    const draft = drafts.find((row) => row.programme === programme && row.form === form.slug);
    if (draft) return { id: draft.id, referenceNumber: draft.referenceNumber, resumed: true };

    const standing = (await standingsOf(tx, session.companyId)).get(programme) as ProgrammeStanding;
    const refusal = startRefusal(standing, category, label);
    if (refusal) throw conflict(refusal);
    const template = await latestTemplate(tx, programme, form.slug);
    if (!template) throw conflict(START_MESSAGES.noTemplate(programme, form.name));

    const baseline =
      template.definition.prefill === 'recognised'
        ? await baselineOf(tx, session.companyId, programme)
        : null;
    const number = await repository.nextReferenceNumber(tx);
    const application = await repository.insertApplication(tx, {
      referenceNumber: referenceNumberOf(programme, number, now),
      companyId: session.companyId,
      programme,
      category,
      status: ApplicationStatus.draft,
      form: form.slug,
      templateId: template.id,
      baselineApplicationId: baseline?.applicationId ?? null,
      baseline: baseline?.answers ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const prefilled = prefilledAnswers(template.definition, baseline?.answers ?? null);
    await sectionsRepository.insertSections(
      tx,
      Object.entries(prefilled).map(([sectionId, answers]) => ({
        applicationId: application.id,
        sectionId,
        answers,
        confirmed: false,
        schemaVersion: template.version,
        rowVersion: 1,
        updatedAt: now,
        updatedByUserId: session.userId,
      })),
    );
    await repository.insertEvent(tx, {
      applicationId: application.id,
      action: 'create',
      fromStatus: null,
      toStatus: ApplicationStatus.draft,
      actorUserId: session.userId,
      at: now,
    });
    return { id: application.id, referenceNumber: application.referenceNumber, resumed: false };
  });
}

/**
 * The answers in force for the company's recognition in the programme, by section (`answersInForce`):
 * those of the application that last set it, over what that one started from; null when there is no
 * such application (a recognition older than the portal).
 */
export async function baselineOf(
  db: Database,
  companyId: string,
  programme: Programme,
): Promise<{ applicationId: string; answers: Record<string, unknown> } | null> {
  const found = await recognitionOf(db, companyId, programme);
  if (!found?.applicationId) return null;
  const application = await repository.findCompanyApplicationRow(db, companyId, found.applicationId);
  const rows = await sectionsRepository.findSections(db, found.applicationId);
  const answers = Object.fromEntries(rows.map((row) => [row.sectionId, row.answers]));
  const template = application?.templateId ? await findTemplate(db, application.templateId) : null;
  return {
    applicationId: found.applicationId,
    answers: answersInForce(
      (template?.definition as FormTemplate | undefined) ?? null,
      (application?.baseline as Record<string, unknown> | null | undefined) ?? null,
      answers,
    ),
  };
}

/** "LRP-2026-001001": programme, year of creation in Singapore, running number. */
export function referenceNumberOf(programme: Programme, number: number, now: Date): string {
  const year = singaporeDateParts(now)?.year ?? '';
  return `${programmeLabel(programme)}-${year}-${String(number).padStart(6, '0')}`;
}
