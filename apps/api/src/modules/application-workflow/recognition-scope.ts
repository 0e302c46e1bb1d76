import { answerText, type FormTemplate, isRecord } from '@fsmis/domain';

/**
 * The scope a recognition names, read from an application's answers: the tests of a laboratory, the
 * scope questions of an inspection body or an audit organisation. Null when the form asks nothing of
 * the scope (changes of company details).
 */
export function namedScopeOf(
  template: FormTemplate,
  answers: Readonly<Record<string, unknown>>,
): string | null {
  const tests = template.sections.find((section) => section.id === 'tests');
  const given = answers.tests;
  if (tests && isRecord(given) && Array.isArray(given.items)) {
    const names = given.items
      .filter(isRecord)
      .map((item) => `${item.analyte} in ${String(item.matrix).toLowerCase()}`);
    return `Chemical and microbiological testing of food: ${joined(names)}.`;
  }
  const scope = template.sections.find((section) => section.id === 'scope');
  const values = answers.scope;
  if (scope && isRecord(values)) {
    return `${scope.questions
      .map((question) => `${question.label}: ${answerText(question, values[question.id])}`)
      .join('. ')}.`;
  }
  return null;
}

/** The scope a recognition names, or the form's title when its answers name none. */
export function scopeSummaryOf(template: FormTemplate, answers: Readonly<Record<string, unknown>>): string {
  return namedScopeOf(template, answers) ?? template.title;
}

function joined(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
