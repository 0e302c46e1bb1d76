import {
  type FileAnswer,
  type FileType,
  type FormTemplate,
  ITEM_KEY,
  type Question,
  type Section,
} from '@fsmis/domain';

/** Uploaded files to give as answers, by type: each file question takes the first type it accepts. */
export type AnswerFiles = Partial<Record<FileType, FileAnswer>>;

/**
 * Answers that make every section of any template complete (and every question shown answered):
 * formats, number ranges, dates before or after today, options and files as each question asks.
 * A repeating section gets `items` items (at least its least number, and at least one).
 */
export function validAnswersFor(
  template: FormTemplate,
  files: AnswerFiles,
  options: { items?: number } = {},
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    template.sections.map((section) => [section.id, validSectionAnswers(section, files, options)]),
  );
}

export function validSectionAnswers(
  section: Section,
  files: AnswerFiles,
  options: { items?: number } = {},
): Record<string, unknown> {
  const record = (index: number) =>
    Object.fromEntries(
      section.questions.map((question) => [question.id, validAnswer(question, files, index)]),
    );
  if (section.kind === 'questions') return record(0);
  const count = Math.min(section.maxItems, Math.max(section.minItems, options.items ?? 1, 1));
  return {
    items: Array.from({ length: count }, (_, index) => ({
      ...record(index),
      [ITEM_KEY]: `item-${index + 1}`,
    })),
  };
}

const FORMATTED: Readonly<Record<string, string>> = {
  email: 'lab.manager@example.com',
  postalCode: '138567',
  telephone: '6123 4567',
  uen: '201912345A',
};

function validAnswer(question: Question, files: AnswerFiles, index: number): unknown {
  switch (question.kind) {
    case 'text': {
      if (question.format) return FORMATTED[question.format];
      return `Answer ${index + 1}`.slice(0, question.maxLength);
    }
    case 'textarea':
      return `A full answer, number ${index + 1}.`.slice(0, question.maxLength);
    case 'number': {
      const low = question.min ?? (question.max !== undefined ? Math.min(question.max, 1) : 1);
      return String(question.integer ? Math.ceil(low) : low);
    }
    case 'date':
      return question.relativeToToday === 'future'
        ? '2099-12-31'
        : question.relativeToToday === 'past'
          ? '2020-01-15'
          : '2026-06-01';
    case 'radios':
      return question.options[0]?.value;
    case 'checkboxes':
      return [question.options[0]?.value];
    case 'file': {
      const type = question.fileTypes.find((candidate) => files[candidate]);
      if (!type) {
        throw new Error(`No file of a type "${question.id}" accepts (${question.fileTypes.join(', ')})`);
      }
      return files[type];
    }
  }
}
