import {
  type AnswerProblem,
  type ApplicationDetails,
  answerContext,
  type FormTemplate,
  repeatingItems,
  type Section,
  SectionState,
  sectionProblems,
} from '@fsmis/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A section made of the questions of one item of a repeating section. */
export function itemSection(section: Section): Section {
  return { kind: 'questions', id: section.id, title: section.title, questions: section.questions };
}

/**
 * React Hook Form's resolver for a page of questions: the engine's completeness check, nothing else,
 * against today and, for a change of company details, the answers in force (`baseline`).
 */
export function sectionResolver(
  section: Section,
  baseline: ApplicationDetails['baseline'] = null,
): Resolver<FieldValues> {
  return async (values) => {
    const problems = sectionProblems(section, values, answerContext(new Date(), baseline));
    if (problems.length === 0) return { values, errors: {} };
    return { values: {}, errors: errorsOf(problems) };
  };
}

function errorsOf(problems: readonly AnswerProblem[]): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const problem of problems) {
    errors[problem.path] = { type: 'template', message: problem.message };
  }
  return errors as FieldErrors;
}

/** A new item's key: unique, kept by the item through edits, prefill and comparisons. */
export function newItemKey(): string {
  return crypto.randomUUID();
}

/** The items of a repeating section's saved answers, as the form's values. */
export function itemsOf(answers: unknown): FieldValues[] {
  return repeatingItems(answers) as FieldValues[];
}

/** Where "Save and continue" leads: the next section that can be worked on, else the task list. */
export function nextAfter(template: FormTemplate, application: ApplicationDetails, sectionId: string) {
  const index = template.sections.findIndex((section) => section.id === sectionId);
  const next = template.sections
    .slice(index + 1)
    .find(
      (section) =>
        ![SectionState.completed, SectionState.cannotStartYet].includes(
          application.states[section.id] as never,
        ),
    );
  return next ? { section: next.id } : {};
}

/** "a test", "an inspector", "an auditor or signatory". */
export function articled(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
