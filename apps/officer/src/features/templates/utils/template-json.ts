import { type FormTemplate, formTemplateSchema, type Programme, programmeLabel } from '@fsmis/domain';

/** One thing wrong with an edited template: where (a path into the JSON, as the API names it) and what. */
export type TemplateIssue = { readonly path: string; readonly message: string };

export type TemplateCheck =
  | { readonly ok: true; readonly template: FormTemplate }
  | { readonly ok: false; readonly issues: readonly TemplateIssue[] };

/** Where an issue with no path of its own is reported: the document as a whole. */
export const WHOLE_TEMPLATE = 'template';

/** The JSON an officer edits: the template as served, two spaces deep. */
export const templateJsonOf = (template: FormTemplate): string => JSON.stringify(template, null, 2);

/**
 * Checks an edited template as the API will: valid JSON, then the domain's template schema. It must
 * also stay the form it was opened as: this page publishes that form's next version, not another's.
 */
export function checkTemplateJson(
  text: string,
  form: { readonly programme: Programme; readonly slug: string },
): TemplateCheck {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const why = error instanceof SyntaxError ? error.message : String(error);
    return { ok: false, issues: [{ path: WHOLE_TEMPLATE, message: `The text is not valid JSON: ${why}` }] };
  }
  const parsed = formTemplateSchema.safeParse(document);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || WHOLE_TEMPLATE,
        message: issue.message,
      })),
    };
  }
  const template = parsed.data;
  const issues: TemplateIssue[] = [];
  if (template.programme !== form.programme) {
    issues.push({
      path: 'programme',
      message: `Keep programme ${form.programme} (${programmeLabel(form.programme)}): this page publishes that programme’s form`,
    });
  }
  if (template.form !== form.slug) {
    issues.push({ path: 'form', message: `Keep form "${form.slug}": this page publishes that form` });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, template };
}

/** The API's 400 of a refused template (`{ "sections.0.title": ["…"] }`) as issues; none when it is not one. */
export function issuesOfRefusal(details: unknown): TemplateIssue[] {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return [];
  return Object.entries(details).flatMap(([path, messages]) =>
    (Array.isArray(messages) ? messages : [messages])
      .filter((message): message is string => typeof message === 'string')
      .map((message) => ({ path, message })),
  );
}
