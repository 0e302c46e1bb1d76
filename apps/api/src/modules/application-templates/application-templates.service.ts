import {
  APPLICATION_FORMS,
  applicationCategoryLabel,
  applicationFormFor,
  type FormTemplate,
  formTemplateSchema,
  type OfficerTemplate,
  type OfficerTemplateSummary,
  PROGRAMMES,
  type Programme,
  type PublishedTemplate,
  programmeLabel,
  programmeSlug,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { AuditSnapshot } from '../audit/audit.schemas.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './application-templates.repository.js';
import { builtInTemplates } from './built-in-templates.js';

export const TEMPLATE_MESSAGES = {
  notFound: 'We could not find this application template.',
  unknownForm: (programme: Programme, form: string) =>
    `${programmeLabel(programme)} has no form "${form}". Use one of: ${APPLICATION_FORMS[programme]
      .map((each) => each.slug)
      .join(', ')}.`,
  wrongCategory: (programme: string, form: string, category: string) =>
    `The ${programme} form "${form}" is a ${category} form: set category to match.`,
  publishedMeanwhile: (programme: string, form: string) =>
    `Another version of the ${programme} ${form} template was published at the same time. Try again.`,
} as const;

/** A template version as the API serves it. */
export function toPublishedTemplate(row: repository.TemplateRow): PublishedTemplate {
  return {
    id: row.id,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    // Stored only after passing formTemplateSchema (publish and the built-in ones).
    definition: row.definition as FormTemplate,
  };
}

/**
 * Publishes version 1 of each built-in form that the database has no version of (at every start, so a
 * fresh database of any deployment has all fifteen forms). Safe to run on several instances at once.
 */
export async function ensureBuiltInTemplates(db: Database, now = new Date()): Promise<void> {
  const present = new Set(
    (await repository.findLatestTemplates(db)).map((row) => `${row.programme}/${row.form}`),
  );
  for (const template of builtInTemplates()) {
    if (present.has(`${template.programme}/${template.form}`)) continue;
    try {
      await repository.insertNextVersion(db, {
        programme: template.programme,
        form: template.form,
        category: template.category,
        definition: template,
        publishedAt: now,
        publishedByUserId: null,
      });
    } catch (error) {
      // Another instance published it at the same moment.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** The newest published version of a form, or null when none exists. */
export async function latestTemplate(
  db: Database,
  programme: Programme,
  form: string,
): Promise<PublishedTemplate | null> {
  const row = await repository.findLatestTemplate(db, programme, form);
  return row ? toPublishedTemplate(row) : null;
}

/**
 * The newest version of each form of the programmes (all of them when none is named), as
 * docs/requirements.md §2 lists them.
 */
export async function latestTemplates(db: Database, programme?: Programme): Promise<PublishedTemplate[]> {
  const templates = await templatesByIds(db, await repository.findLatestTemplateIds(db, programme));
  return templates.sort((a, b) => formOrder(a.definition) - formOrder(b.definition));
}

/**
 * Where a form comes in the list of docs/requirements.md §2: by programme, then the programme's own order of
 * forms.
 */
function formOrder({ programme, form }: { programme: Programme; form: string }): number {
  return (
    PROGRAMMES.indexOf(programme) * 100 +
    APPLICATION_FORMS[programme].findIndex((candidate) => candidate.slug === form)
  );
}

/**
 * Published versions are never changed, so each is read from the database once per process: every save
 * and every read of an application needs its pinned version. Bounded, in case a database holds very many.
 */
const versionsById = new Map<string, PublishedTemplate>();
const MAX_CACHED_VERSIONS = 500;

/** Any version of any form, by its id; null when there is none. */
export async function findTemplate(db: Database, id: string): Promise<PublishedTemplate | null> {
  const cached = versionsById.get(id);
  if (cached) return cached;
  const row = await repository.findTemplate(db, id);
  return row ? remember(toPublishedTemplate(row)) : null;
}

/** The versions of these ids, from the cache or (those it lacks) in one query. */
async function templatesByIds(db: Database, ids: readonly string[]): Promise<PublishedTemplate[]> {
  const missing = ids.filter((id) => !versionsById.has(id));
  const read = new Map(
    (await repository.findTemplates(db, missing)).map((row) => [row.id, remember(toPublishedTemplate(row))]),
  );
  return ids.flatMap((id) => versionsById.get(id) ?? read.get(id) ?? []);
}

function remember(template: PublishedTemplate): PublishedTemplate {
  if (versionsById.size >= MAX_CACHED_VERSIONS) versionsById.clear();
  versionsById.set(template.id, template);
  return template;
}

/** GET /api/programme-application-template/{id}. */
export async function getTemplate(db: Database, id: string): Promise<PublishedTemplate> {
  const template = await findTemplate(db, id);
  if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
  return template;
}

/**
 * Publishes the next version of a form's template. The document must pass the domain's template schema
 * and name one of the programme's forms with its category. Applications already started stay pinned
 * to the version they were started on; new ones take this one.
 */
export async function publishTemplate(
  db: Database,
  actor: NamedOfficerActor,
  document: unknown,
  now = new Date(),
): Promise<PublishedTemplate> {
  const template = checkedTemplate(document);
  const label = programmeLabel(template.programme);
  try {
    return await inTransaction(db, async (tx) => {
      const previous = await repository.findLatestTemplate(tx, template.programme, template.form);
      const row = await repository.insertNextVersion(tx, {
        programme: template.programme,
        form: template.form,
        category: template.category,
        definition: template,
        publishedAt: now,
        publishedByUserId: actor.officerUserId,
      });
      await recordOfficerAction(tx, actor, {
        action: 'application-template.publish',
        entityType: 'application-template',
        entityId: row.id,
        before: previous ? templateSnapshot(previous) : null,
        after: templateSnapshot(row),
      });
      return toPublishedTemplate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEMPLATE_MESSAGES.publishedMeanwhile(label, template.form));
    throw error;
  }
}

function checkedTemplate(document: unknown): FormTemplate {
  const result = formTemplateSchema.safeParse(document);
  if (!result.success) {
    const messages: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'template';
      messages[field] = [...(messages[field] ?? []), issue.message];
    }
    throw badRequest(messages);
  }
  const template = result.data;
  const label = programmeLabel(template.programme);
  const form = applicationFormFor(template.programme, template.form);
  if (!form) throw badRequest({ form: [TEMPLATE_MESSAGES.unknownForm(template.programme, template.form)] });
  if (form.category !== template.category) {
    const category = applicationCategoryLabel(form.category, template.programme);
    throw badRequest({ category: [TEMPLATE_MESSAGES.wrongCategory(label, template.form, category)] });
  }
  return template;
}

function templateSnapshot(row: repository.TemplateRow): AuditSnapshot {
  const definition = row.definition as FormTemplate;
  return {
    id: row.id,
    programme: row.programme,
    form: row.form,
    category: row.category,
    version: row.version,
    title: definition.title,
    sections: definition.sections.length,
    publishedAt: row.publishedAt.toISOString(),
    publishedByUserId: row.publishedByUserId,
  };
}

// ---- The officers' console: the newest version of each form, with who published it ----

function toOfficerTemplate(
  row: repository.TemplateRow,
  publishers: ReadonlyMap<string, string>,
): OfficerTemplate {
  const template = toPublishedTemplate(row);
  const { definition } = template;
  const programme = definition.programme;
  return {
    id: template.id,
    programme,
    programmeLabel: programmeLabel(programme),
    programmeSlug: programmeSlug(programme),
    form: definition.form,
    formName: applicationFormFor(programme, definition.form)?.name ?? definition.title,
    category: definition.category,
    categoryLabel: applicationCategoryLabel(definition.category, programme),
    title: definition.title,
    version: template.version,
    sections: definition.sections.length,
    publishedAt: template.publishedAt,
    publishedBy:
      row.publishedByUserId === null
        ? null
        : { userId: row.publishedByUserId, name: publishers.get(row.publishedByUserId) ?? '' },
    definition,
  };
}

/**
 * GET /api/officer/application-templates: every form's newest version, in the order of
 * docs/requirements.md §2.
 */
export async function officerTemplateSummaries(db: Database): Promise<OfficerTemplateSummary[]> {
  const rows = await repository.findLatestTemplates(db);
  const publishers = await repository.findPublisherNames(
    db,
    rows.flatMap((row) => row.publishedByUserId ?? []),
  );
  return rows
    .map((row) => {
      const { definition: _definition, ...summary } = toOfficerTemplate(row, publishers);
      return summary;
    })
    .sort((a, b) => formOrder(a) - formOrder(b));
}

/** GET /api/officer/application-templates/{programme}/{slug}: the newest version, to preview or start from. */
export async function officerTemplate(
  db: Database,
  programme: Programme,
  slug: string,
): Promise<OfficerTemplate> {
  if (!applicationFormFor(programme, slug)) throw notFound(TEMPLATE_MESSAGES.unknownForm(programme, slug));
  const row = await repository.findLatestTemplate(db, programme, slug);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  const publishers = await repository.findPublisherNames(
    db,
    row.publishedByUserId ? [row.publishedByUserId] : [],
  );
  return toOfficerTemplate(row, publishers);
}
