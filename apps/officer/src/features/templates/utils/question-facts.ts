import {
  answerProblem,
  type Condition,
  fileTypesInWords,
  formatNumber,
  plural,
  type Question,
  type RepeatingSection,
  type Section,
  summaryQuestionsOf,
  type TextFormat,
} from '@fsmis/domain';

/** What each text format asks for, in words. */
const FORMAT_WORDS: Readonly<Record<TextFormat, string>> = {
  email: 'an email address',
  postalCode: 'a 6-digit postal code',
  telephone: 'a telephone number',
  uen: 'a UEN',
};

const characters = (max: number) => `up to ${formatNumber(max)} characters`;

/** The kind of answer a question takes and its rules, as an officer reads them: "Short text, up to 200 characters". */
export function answerRules(question: Question): string {
  switch (question.kind) {
    case 'text':
      return [
        'Short text',
        characters(question.maxLength),
        question.format ? `must be ${FORMAT_WORDS[question.format]}` : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'textarea':
      return `Long text, ${characters(question.maxLength)}`;
    case 'number': {
      const range =
        question.min !== undefined && question.max !== undefined
          ? `from ${question.min} to ${question.max}`
          : question.min !== undefined
            ? `${question.min} or more`
            : question.max !== undefined
              ? `${question.max} or less`
              : '';
      return [
        question.integer ? 'Whole number' : 'Number',
        range,
        question.suffix ? `in ${question.suffix}` : '',
      ]
        .filter(Boolean)
        .join(', ');
    }
    case 'date':
      return question.relativeToToday === 'past'
        ? 'Date, today or earlier'
        : question.relativeToToday === 'future'
          ? 'Date, today or later'
          : 'Date';
    case 'radios':
      return `One choice of ${question.options.length}`;
    case 'checkboxes':
      return `Any of ${question.options.length} choices`;
    case 'file':
      return [
        `File: ${fileTypesInWords(question.fileTypes)}, up to ${question.maxMb} MB`,
        question.documentKind === 'sac-cv' ? 'a CV of key personnel' : '',
      ]
        .filter(Boolean)
        .join(', ');
  }
}

/** When a conditional question is shown: "Shown when “Accredited by” is “Another body”". */
export function conditionText(condition: Condition, questions: readonly Question[]): string {
  const controller = questions.find((question) => question.id === condition.question);
  const choice = 'equals' in condition ? condition.equals : condition.includes;
  const option =
    controller && (controller.kind === 'radios' || controller.kind === 'checkboxes')
      ? controller.options.find((candidate) => candidate.value === choice)?.label
      : undefined;
  const name = controller ? `“${controller.label}”` : `“${condition.question}”`;
  return 'equals' in condition
    ? `Shown when ${name} is “${option ?? choice}”`
    : `Shown when ${name} includes “${option ?? choice}”`;
}

/**
 * What a company reads when it leaves the question empty, from the same engine that checks its answers;
 * null for an optional question.
 */
export function emptyAnswerMessage(question: Question): string | null {
  return answerProblem(question, '', { today: '2000-01-01' });
}

/** How a repeating section repeats: "Each test: at least 1, at most 50; listed by Test name". */
export function repetitionText(section: RepeatingSection): string {
  const names = summaryQuestionsOf(section).map((question) => `“${question.label}”`);
  const limits =
    section.minItems === 0
      ? `up to ${section.maxItems} ${plural(section.itemName)}, or none`
      : `at least ${section.minItems}, at most ${section.maxItems} ${plural(section.itemName)}`;
  return `The company adds one ${section.itemName} at a time: ${limits}. Each ${section.itemName} is listed by ${names.join(' and ')}.`;
}

/** The titles of the sections a section waits for. */
export function dependencyTitles(section: Section, sections: readonly Section[]): string[] {
  return (section.dependsOn ?? []).map(
    (id) => sections.find((candidate) => candidate.id === id)?.title ?? id,
  );
}
