import type { FormTemplate, PublishedTemplate } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import * as repository from './application-templates.repository.js';
import { builtInTemplates } from './built-in-templates.js';

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
  programme: number,
  form: string,
): Promise<PublishedTemplate | null> {
  const row = await repository.findLatestTemplate(db, programme, form);
  return row ? toPublishedTemplate(row) : null;
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
