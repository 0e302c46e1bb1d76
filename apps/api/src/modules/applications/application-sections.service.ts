import {
  ApplicationStatus,
  acceptedContentTypes,
  answerContext,
  describeFileTypes,
  errorNameOf,
  formatMoment,
  type PublishedTemplate,
  type SavedSectionRecord,
  type SavedSectionResult,
  type SaveSection,
  type Section,
  sectionOf,
  sectionProblems,
  sectionShapeSchema,
  sectionStates,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { attachmentFacts } from '../attachments/attachments.service.js';
import type { Session } from '../sessions/sessions.service.js';
import {
  baselineOfRow,
  placedFiles,
  rewriteFiles,
  savedSectionsOf,
  templateOfApplication,
  toSavedSection,
  unsavedSection,
  withCurrentStatuses,
} from './application-answers.js';
import type { SectionWithEditor } from './application-sections.repository.js';
import * as sectionsRepository from './application-sections.repository.js';
import * as repository from './applications.repository.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from './applications.service.js';

export const SECTION_MESSAGES = {
  submitted: 'This application has been submitted and can no longer be changed.',
  cancelled: 'This application was cancelled and can no longer be changed.',
  noSection: (sectionId: string) => `This form has no section "${sectionId}".`,
  noTemplate: 'This application has no form to answer.',
  staleSave: (at: string) =>
    `This section was changed in another tab or by someone else at ${at}. Their answers are shown now: check them and make your changes again.`,
  unknownFile: (name: string) => `We could not find the file given for ${name}. Upload it again.`,
  wrongFileType: (name: string, types: string) => `${capitalise(name)} must be ${types}`,
  fileTooLarge: (name: string, maxMb: number) => `${capitalise(name)} must be smaller than ${maxMb} MB`,
} as const;

/**
 * PUT /api/applications/{id}/sections/{sectionId}: saves one section of a draft, however unfinished, as
 * long as it has the section's shape and its files are the company's own, of a type and size the question
 * accepts. The save must start from the section's current row version (optimistic concurrency): a stale
 * one is refused with 409 and the newer section. What is still missing is reported, never refused.
 */
export async function saveSection(
  db: Database,
  session: Session,
  applicationId: string,
  sectionId: string,
  request: SaveSection,
  now = new Date(),
): Promise<SavedSectionResult> {
  const saved = await inTransaction(db, async (tx) => {
    // The application is locked first: saves, submission and cancellation of it wait for each other.
    const application = await repository.lockCompanyApplication(tx, session.companyId, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (application.status !== ApplicationStatus.draft) {
      throw conflict(
        application.status === ApplicationStatus.cancelled
          ? SECTION_MESSAGES.cancelled
          : SECTION_MESSAGES.submitted,
      );
    }
    const template = await templateOfApplication(tx, application);
    if (!template) throw conflict(SECTION_MESSAGES.noTemplate);
    const section = sectionOf(template.definition, sectionId);
    if (!section) throw notFound(SECTION_MESSAGES.noSection(sectionId));

    const shape = shapeOf(section).safeParse(request.answers);
    if (!shape.success) throw badRequest(fieldMessages(shape.error, 'answers'));
    const answers = await checkedFiles(tx, session.companyId, section, shape.data);

    const rows = await sectionsRepository.findSectionsForUpdate(tx, applicationId);
    const current = rows.find((row) => row.sectionId === sectionId);
    if ((current?.rowVersion ?? 0) !== request.rowVersion) {
      throw await staleSave(tx, session.companyId, template, section, current);
    }
    const changes = {
      answers,
      confirmed: request.confirm === true,
      schemaVersion: template.version,
      updatedAt: now,
      updatedByUserId: session.userId,
    };
    const row = { applicationId, sectionId, ...changes, rowVersion: (current?.rowVersion ?? 0) + 1 };
    if (current) await sectionsRepository.updateSection(tx, applicationId, sectionId, row);
    else await sectionsRepository.insertSection(tx, row);
    await repository.updateApplication(tx, applicationId, {
      // A draft older than templates is pinned by its first save.
      templateId: template.id,
      lastSavedAt: now,
      lastSavedByUserId: session.userId,
      updatedAt: now,
    });
    // Who saved: named by a row of theirs when there is one, else read once.
    const updatedByName =
      rows.find((each) => each.updatedByUserId === session.userId)?.updatedByName ??
      (await repository.findUser(tx, session.userId))?.name ??
      null;
    return {
      template,
      section,
      rows: [...rows.filter((each) => each.sectionId !== sectionId), { ...row, updatedByName }],
      updatedByName,
      baseline: baselineOfRow(application),
    };
  });

  const { template, section } = saved;
  const context = answerContext(now, saved.baseline);
  const sections = await savedSectionsOf(db, session.companyId, template, saved.rows);
  const kept = sections[sectionId] as SavedSectionRecord;
  return {
    section: kept,
    states: sectionStates(template.definition, sections, context),
    problems: sectionProblems(section, kept.answers, context),
    lastSavedAt: now.toISOString(),
    lastSavedByName: saved.updatedByName ?? '',
  };
}

/** The shape a save of the section must have; built once per section of a (never changing) version. */
const shapes = new WeakMap<Section, ReturnType<typeof sectionShapeSchema>>();
function shapeOf(section: Section) {
  let shape = shapes.get(section);
  if (!shape) {
    shape = sectionShapeSchema(section);
    shapes.set(section, shape);
  }
  return shape;
}

/** The 409 of a stale save, carrying the section as it is now so the page can show it. */
async function staleSave(
  db: Database,
  companyId: string,
  template: PublishedTemplate,
  section: Section,
  current: SectionWithEditor | undefined,
) {
  const newer = current ? toSavedSection(current) : unsavedSection(section);
  const [shown] = Object.values(await withCurrentStatuses(db, companyId, template, { [section.id]: newer }));
  const at = newer.updatedAt ? formatMoment(newer.updatedAt) : '';
  return conflict(SECTION_MESSAGES.staleSave(at), shown);
}

/**
 * Checks every file answer against the company's attachments (its own, of an accepted type, within the
 * question's size) and answers the section with each file's name, size and scan status as stored.
 */
async function checkedFiles(db: Database, companyId: string, section: Section, answers: unknown) {
  const files = placedFiles(section, answers);
  const facts = await attachmentFacts(
    db,
    companyId,
    files.map((file) => file.attachmentId),
  );
  const problems: Record<string, string[]> = {};
  for (const { path, question, attachmentId } of files) {
    const name = errorNameOf(question);
    const fact = facts.get(attachmentId);
    const problem = !fact
      ? SECTION_MESSAGES.unknownFile(name)
      : !acceptedContentTypes(question).includes(fact.contentType)
        ? SECTION_MESSAGES.wrongFileType(name, describeFileTypes(question.fileTypes))
        : fact.fileSize > question.maxMb * 1024 * 1024
          ? SECTION_MESSAGES.fileTooLarge(name, question.maxMb)
          : null;
    if (problem) problems[`answers.${path}`] = [problem];
  }
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return rewriteFiles(section, answers, (attachmentId) => {
    const fact = facts.get(attachmentId);
    return {
      attachmentId,
      displayFileName: fact?.displayFileName ?? '',
      fileSize: fact?.fileSize ?? 0,
      attachmentStatus: fact?.status,
    };
  });
}

/** A zod error as field -> messages, keyed by path (`answers.items.0.analyte`), as the errors plugin does. */
export function fieldMessages(error: z.ZodError, prefix: string): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
