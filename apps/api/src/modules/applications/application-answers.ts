import {
  ApplicationStatus,
  type FileQuestion,
  filesIn,
  ITEM_KEY,
  isRecord,
  type PublishedTemplate,
  type SavedSectionRecord,
  type Section,
  withAttachmentStatuses,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { findTemplate, latestTemplate } from '../application-templates/application-templates.service.js';
import { attachmentFacts } from '../attachments/attachments.service.js';
import type { SectionWithEditor } from './application-sections.repository.js';
import type { ApplicationRow } from './applications.repository.js';

/**
 * What the applications services share about answers: the template an application answers, its saved
 * sections as the API shows them (file answers with their scan status read afresh), and the answers in force it started from.
 */

/** The answers in force an application started from (a renewal's or change's baseline), or null. */
export function baselineOfRow(application: Pick<ApplicationRow, 'baseline'>): Record<string, unknown> | null {
  return (application.baseline as Record<string, unknown> | null) ?? null;
}

/**
 * The template an application answers: the version it is pinned to. A draft older than templates is
 * not pinned yet: it answers the form's newest version, and is pinned to it on its first save.
 */
export async function templateOfApplication(
  db: Database,
  application: ApplicationRow,
): Promise<PublishedTemplate | null> {
  if (application.templateId) return findTemplate(db, application.templateId);
  if (application.status !== ApplicationStatus.draft) return null;
  return latestTemplate(db, application.programme, application.form);
}

/** A section never saved: no answers, version 0. */
export function unsavedSection(section: Section): SavedSectionRecord {
  return {
    answers: section.kind === 'repeating' ? { items: [] } : {},
    confirmed: false,
    rowVersion: 0,
    updatedAt: null,
    updatedByName: null,
  };
}

export function toSavedSection(row: SectionWithEditor): SavedSectionRecord {
  return {
    answers: row.answers,
    confirmed: row.confirmed,
    rowVersion: row.rowVersion,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

/** Every section of the template: its saved row or an unsaved one, with each file's current scan status. */
export async function savedSectionsOf(
  db: Database,
  companyId: string,
  template: PublishedTemplate,
  rows: readonly SectionWithEditor[],
): Promise<Record<string, SavedSectionRecord>> {
  const byId = new Map(rows.map((row) => [row.sectionId, row]));
  const sections: Record<string, SavedSectionRecord> = {};
  for (const section of template.definition.sections) {
    const row = byId.get(section.id);
    sections[section.id] = row ? toSavedSection(row) : unsavedSection(section);
  }
  return withCurrentStatuses(db, companyId, template, sections);
}

/** The sections with each file answer's scan status read from its attachment. */
export async function withCurrentStatuses(
  db: Database,
  companyId: string,
  template: PublishedTemplate,
  sections: Record<string, SavedSectionRecord>,
): Promise<Record<string, SavedSectionRecord>> {
  const answers = Object.fromEntries(Object.entries(sections).map(([id, section]) => [id, section.answers]));
  const ids = filesIn(template.definition, answers).map(({ file }) => file.attachmentId);
  const facts = await attachmentFacts(db, companyId, ids);
  if (facts.size === 0) return sections;
  return Object.fromEntries(
    Object.entries(sections).map(([id, section]) => [
      id,
      { ...section, answers: withAttachmentStatuses(section.answers, (key) => facts.get(key)?.status) },
    ]),
  );
}

/** Each section's answers, for the engine's whole-application checks. */
export function answersOf(sections: Readonly<Record<string, SavedSectionRecord>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sections).map(([id, section]) => [id, section.answers]));
}

/** A file answer of a section, with where it sits in the section's answers (`items.0.cv`). */
export interface PlacedFile {
  readonly path: string;
  readonly question: FileQuestion;
  readonly attachmentId: string;
}

/** The file answers of one section's answers (already of the section's shape), with their paths. */
export function placedFiles(section: Section, answers: unknown): PlacedFile[] {
  const records = recordsOf(section, answers);
  return records.flatMap(({ record, prefix }) =>
    section.questions.flatMap((question) => {
      const value = record[question.id];
      return question.kind === 'file' && isRecord(value) && typeof value.attachmentId === 'string'
        ? [{ path: `${prefix}${question.id}`, question, attachmentId: value.attachmentId }]
        : [];
    }),
  );
}

/** The answers with each file answer rewritten by `rewrite` (given the attachment id). */
export function rewriteFiles(
  section: Section,
  answers: unknown,
  rewrite: (attachmentId: string) => Record<string, unknown>,
): unknown {
  const rewriteRecord = (record: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => {
        const question = section.questions.find((candidate) => candidate.id === key);
        return question?.kind === 'file' && isRecord(value) && typeof value.attachmentId === 'string'
          ? [key, rewrite(value.attachmentId)]
          : [key, value];
      }),
    );
  if (!isRecord(answers)) return answers;
  if (section.kind === 'questions') return rewriteRecord(answers);
  const items = Array.isArray(answers.items) ? answers.items.filter(isRecord) : [];
  return { ...answers, items: items.map((item) => ({ ...rewriteRecord(item), [ITEM_KEY]: item[ITEM_KEY] })) };
}

function recordsOf(section: Section, answers: unknown) {
  if (!isRecord(answers)) return [];
  if (section.kind === 'questions') return [{ record: answers, prefix: '' }];
  const items = Array.isArray(answers.items) ? answers.items : [];
  return items.flatMap((item, index) =>
    isRecord(item) ? [{ record: item, prefix: `items.${index}.` }] : [],
  );
}
