import fs from 'node:fs';
import { ALL_APPLICATION_FORMS, type FormTemplate, formTemplateSchema, programmeSlug } from '@fsmis/domain';

/**
 * Version 1 of each of the fifteen forms, kept as reviewed JSON beside this file
 * (`templates/<programme>-<form>.json`). The server publishes any that a database lacks at start.
 */
const TEMPLATES_DIRECTORY = new URL('./templates/', import.meta.url);

export function builtInTemplateFile(template: { programme: FormTemplate['programme']; form: string }): URL {
  return new URL(`${programmeSlug(template.programme)}-${template.form}.json`, TEMPLATES_DIRECTORY);
}

/** Reads and checks a template document; a problem names the file and the path inside it. */
export function parseTemplateDocument(text: string, source: string): FormTemplate {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const result = formTemplateSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`,
    );
    throw new Error(`${source} is not a valid application template:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** The fifteen built-in templates, in the order of docs/requirements.md §2. */
export function builtInTemplates(): FormTemplate[] {
  return ALL_APPLICATION_FORMS.map((form) => {
    const file = builtInTemplateFile({ programme: form.programme, form: form.slug });
    const template = parseTemplateDocument(fs.readFileSync(file, 'utf8'), file.pathname);
    if (
      template.programme !== form.programme ||
      template.form !== form.slug ||
      template.category !== form.category
    ) {
      throw new Error(`${file.pathname} names another form than its file name`);
    }
    return template;
  });
}
