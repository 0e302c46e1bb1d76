import { z } from 'zod';
import { type AttachmentScanStatus, attachmentScanProblem, isAttachmentScanSettled } from './attachment.js';
import { COMPANY_FILE_TYPES } from './file-types.js';
import {
  type Condition,
  errorNameOf,
  type FormTemplate,
  ITEM_KEY,
  type Question,
  type Section,
  TEXT_ANSWER_HARD_LIMIT,
  type TextFormat,
} from './form-template.js';
import { formatDate } from './format-date.js';
import { formatNumber } from './format-number.js';
import { SINGAPORE_POSTAL_CODE_PATTERN } from './validation.js';

/** A Singapore UEN: a business's (8 or 9 digits and a letter) or another entity's (T08GB0001A). */
export const UEN_PATTERN = /^(?:\d{8,9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/;
export const UEN_MESSAGE = 'Enter a UEN of 9 or 10 characters, like 201912345A';

/**
 * Answers to a template (form-template.ts), and the two checks the API and the web both apply:
 * - the shape (`sectionShapeSchema`): what any save must hold, however unfinished: known questions and
 *   options, text within its length, files as attachments. A save is refused only for these.
 * - completeness (`sectionSchema`): every shown question answered and well formed. It decides a section's
 *   state, what a page shows as errors, and whether an application may be submitted.
 * Answers are kept as typed (text, even for numbers and dates), so a save never loses what was entered.
 */

/** An uploaded file given as an answer; its scan status is refreshed from the attachment on every read. */
export const fileAnswerSchema = z
  .object({
    attachmentId: z.uuid(),
    displayFileName: z.string().min(1).max(255),
    fileSize: z.int().min(0),
    attachmentStatus: z.number().int().optional(),
  })
  .strict();
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export type AnswerValue = string | readonly string[] | FileAnswer | null;
export type QuestionAnswers = Readonly<Record<string, AnswerValue>>;
export type RepeatingItem = Readonly<Record<string, AnswerValue>> & { readonly key: string };
export type RepeatingAnswers = { readonly items: readonly RepeatingItem[] };
export type SectionAnswers = QuestionAnswers | RepeatingAnswers;
/** Every section's answers, by section id. */
export type ApplicationAnswers = Readonly<Record<string, SectionAnswers>>;

/**
 * What the engine checks answers against: "today" (a date answer relative to today), as yyyy-mm-dd in
 * Singapore, and for a renewal or change the answers in force (its baseline, by section), which a
 * change of company details must differ from.
 */
export type AnswerContext = {
  readonly today: string;
  readonly baseline?: Readonly<Record<string, unknown>> | null;
};

/** The context of answers given at `now`, against the answers in force when there are any. */
export function answerContext(
  now = new Date(),
  baseline: Readonly<Record<string, unknown>> | null = null,
): AnswerContext {
  const [day, month, year] = formatDate(now, 'dd/MM/yyyy').split('/');
  return { today: `${year}-${month}-${day}`, baseline };
}

/** The answer in force that a question of a change form replaces (its `current`), as text. */
export function valueInForce(
  question: Question,
  baseline: Readonly<Record<string, unknown>> | null | undefined,
) {
  if (!question.current || !baseline) return null;
  const section = baseline[question.current.section];
  const value = isRecord(section) ? section[question.current.question] : undefined;
  return typeof value === 'string' ? value : null;
}

const ITEM_KEY_PATTERN = /^[\w-]{1,64}$/;

/** Is the question shown, given the answers of its section (or item)? */
export function isShown(
  condition: Condition | undefined,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition) return true;
  const answer = answers[condition.question];
  if ('equals' in condition) return answer === condition.equals;
  return Array.isArray(answer) && answer.includes(condition.includes);
}

/** Is an answer empty (nothing typed, chosen or uploaded)? */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// The shape of a save.

function questionShape(question: Question): z.ZodType {
  switch (question.kind) {
    case 'text':
    case 'textarea':
      // The template's own limit is a completeness rule: a save keeps what was typed beyond it.
      return z
        .string()
        .max(TEXT_ANSWER_HARD_LIMIT, `${capitalise(errorNameOf(question))} is too long to keep`);
    case 'number':
    case 'date':
      return z.string().max(40, `${capitalise(errorNameOf(question))} is too long`);
    case 'radios':
      // A group with nothing chosen reads as null in a browser's form.
      return z.union(
        [z.literal(''), z.null(), z.enum(optionValues(question))],
        `Choose ${errorNameOf(question)} from the list`,
      );
    case 'checkboxes':
      return z.array(z.enum(optionValues(question), `Choose ${errorNameOf(question)} from the list`));
    case 'file':
      return fileAnswerSchema.nullable();
  }
}

function questionsShape(questions: readonly Question[]) {
  return z.strictObject(
    Object.fromEntries(questions.map((question) => [question.id, questionShape(question).optional()])),
  );
}

/** What a save of the section must hold: known questions, known options, text within its length. */
export function sectionShapeSchema(section: Section): z.ZodType<SectionAnswers> {
  if (section.kind === 'questions') return questionsShape(section.questions) as z.ZodType<SectionAnswers>;
  const item = questionsShape(section.questions).extend({
    [ITEM_KEY]: z.string().regex(ITEM_KEY_PATTERN, 'Each item needs a key of letters, digits and dashes'),
  });
  return z.strictObject({
    items: z
      .array(item)
      .max(section.maxItems, `You can add up to ${section.maxItems} ${plural(section.itemName)}`)
      .refine(
        (items) => new Set(items.map((entry) => entry[ITEM_KEY])).size === items.length,
        'Each item needs its own key',
      ),
  }) as unknown as z.ZodType<SectionAnswers>;
}

// Completeness.

const TEXT_FORMAT_RULES: Readonly<Record<TextFormat, { pattern: RegExp; message: string }>> = {
  email: {
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Enter an email address in the correct format, like name@example.com',
  },
  postalCode: {
    pattern: SINGAPORE_POSTAL_CODE_PATTERN,
    message: 'Enter a postal code of 6 digits, like 018989',
  },
  telephone: {
    pattern: /^\+?\d[\d ]{5,18}\d$/,
    message: 'Enter a telephone number, like 6123 4567 or +65 6123 4567',
  },
  uen: { pattern: UEN_PATTERN, message: UEN_MESSAGE },
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `text` a real calendar date written yyyy-mm-dd? */
export function isIsoDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The problem with one shown answer, or null. */
export function answerProblem(question: Question, value: unknown, context: AnswerContext): string | null {
  const name = errorNameOf(question);
  if (isEmptyAnswer(value)) {
    if (question.optional) return null;
    if (question.kind === 'file') return `Upload ${name}`;
    if (question.kind === 'radios') return `Select ${name}`;
    if (question.kind === 'checkboxes') return `Select at least one option for ${name}`;
    return `Enter ${name}`;
  }
  switch (question.kind) {
    case 'text': {
      const text = String(value).trim();
      const rule = question.format ? TEXT_FORMAT_RULES[question.format] : null;
      if (rule && !rule.pattern.test(text)) return rule.message;
      return tooLong(question, text);
    }
    case 'textarea':
      return tooLong(question, String(value).trim());
    case 'number':
      return numberProblem(question, String(value).trim());
    case 'date':
      return dateProblem(question, String(value).trim(), context);
    case 'file':
      return fileProblem(question, value as FileAnswer);
    default:
      return null;
  }
}

function tooLong(question: Question & { maxLength: number }, text: string): string | null {
  return text.length > question.maxLength
    ? `${capitalise(errorNameOf(question))} must be ${formatNumber(question.maxLength)} characters or fewer`
    : null;
}

function numberProblem(question: Extract<Question, { kind: 'number' }>, text: string): string | null {
  const name = capitalise(errorNameOf(question));
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return `${name} must be a number`;
  const number = Number(text);
  if (question.integer && !Number.isInteger(number)) return `${name} must be a whole number`;
  if (question.min !== undefined && number < question.min) return `${name} must be ${question.min} or more`;
  if (question.max !== undefined && number > question.max) return `${name} must be ${question.max} or less`;
  return null;
}

function dateProblem(question: Extract<Question, { kind: 'date' }>, text: string, context: AnswerContext) {
  const name = capitalise(errorNameOf(question));
  if (!isIsoDate(text)) return `${name} must be a real date`;
  if (question.relativeToToday === 'past' && text > context.today)
    return `${name} must be today or in the past`;
  if (question.relativeToToday === 'future' && text < context.today)
    return `${name} must be today or in the future`;
  return null;
}

function fileProblem(question: Extract<Question, { kind: 'file' }>, file: FileAnswer): string | null {
  const name = errorNameOf(question);
  const status = file.attachmentStatus as AttachmentScanStatus | undefined;
  if (status === undefined || !isAttachmentScanSettled(status)) {
    return `Wait until ${name} has been checked for viruses`;
  }
  const problem = attachmentScanProblem(status);
  return problem ? `${capitalise(name)}: ${lowerFirst(problem)}` : null;
}

/** A problem found in a section: where (relative to the section, e.g. `items.0.analyte`) and what. */
export type AnswerProblem = { readonly path: string; readonly message: string };

function questionsProblems(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>>,
  context: AnswerContext,
  prefix: string,
): AnswerProblem[] {
  return questions.flatMap((question) => {
    if (!isShown(question.when, answers)) return [];
    const message = answerProblem(question, answers[question.id], context);
    return message ? [{ path: `${prefix}${question.id}`, message }] : [];
  });
}

/**
 * What keeps a section from being complete, in the order the page shows its questions. A repeating
 * section also needs its least number of items.
 */
export function sectionProblems(section: Section, answers: unknown, context: AnswerContext): AnswerProblem[] {
  const given = isRecord(answers) ? answers : {};
  if (section.kind === 'questions') {
    const problems = questionsProblems(section.questions, given, context, '');
    return [...problems, ...unchangedProblems(section.questions, given, context, problems)];
  }
  const items = Array.isArray(given.items) ? (given.items as unknown[]) : [];
  const tooFew =
    items.length < section.minItems
      ? [
          {
            path: 'items',
            message: `Add at least ${section.minItems} ${section.minItems === 1 ? section.itemName : plural(section.itemName)}`,
          },
        ]
      : [];
  return [
    ...tooFew,
    ...items.flatMap((item, index) =>
      questionsProblems(section.questions, isRecord(item) ? item : {}, context, `items.${index}.`),
    ),
  ];
}

/**
 * A change of company details that changes nothing: the questions that replace a value in force (their
 * `current`) all still give it. Said once, on the first of them, unless it has a problem already.
 */
function unchangedProblems(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>>,
  context: AnswerContext,
  found: readonly AnswerProblem[],
): AnswerProblem[] {
  const replacing = questions.flatMap((question) => {
    const held = valueInForce(question, context.baseline);
    return held !== null && isShown(question.when, answers) ? [{ question, held }] : [];
  });
  const first = replacing[0]?.question;
  if (!first || found.some((problem) => problem.path === first.id)) return [];
  const unchanged = replacing.every(
    ({ question, held }) => String(answers[question.id] ?? '').trim() === held.trim(),
  );
  if (!unchanged) return [];
  return [
    {
      path: first.id,
      message:
        replacing.length === 1
          ? `${capitalise(errorNameOf(first))} must be different from the current one`
          : 'Change at least one of these details: they are all the same as the ones we hold',
    },
  ];
}

/** Has the section any answer at all? */
export function isSectionStarted(section: Section, answers: unknown): boolean {
  if (!isRecord(answers)) return false;
  if (section.kind === 'repeating') return Array.isArray(answers.items) && answers.items.length > 0;
  return section.questions.some((question) => !isEmptyAnswer(answers[question.id]));
}

export const SectionState = {
  notStarted: 'notStarted',
  inProgress: 'inProgress',
  completed: 'completed',
  cannotStartYet: 'cannotStartYet',
} as const;
export type SectionState = (typeof SectionState)[keyof typeof SectionState];

export const SECTION_STATE_LABELS: Readonly<Record<SectionState, string>> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
  cannotStartYet: 'Cannot start yet',
};

/** What the engine knows of a section's saved row: its answers and whether the user confirmed them. */
export type SavedSection = { readonly answers: unknown; readonly confirmed: boolean };

/**
 * The state of each section (docs/domain.md): Completed when confirmed and valid in full; Cannot start yet
 * while a section it depends on is not Completed; otherwise In progress once anything is answered.
 */
export function sectionStates(
  template: FormTemplate,
  saved: Readonly<Record<string, SavedSection | undefined>>,
  context: AnswerContext,
): Readonly<Record<string, SectionState>> {
  const states: Record<string, SectionState> = {};
  for (const section of template.sections) {
    const row = saved[section.id];
    const blocked = (section.dependsOn ?? []).some((id) => states[id] !== SectionState.completed);
    states[section.id] = blocked
      ? SectionState.cannotStartYet
      : row?.confirmed && sectionProblems(section, row.answers, context).length === 0
        ? SectionState.completed
        : row && isSectionStarted(section, row.answers)
          ? SectionState.inProgress
          : SectionState.notStarted;
  }
  return states;
}

/** A problem of a whole application, for its error summary: the section, and the problem within it. */
export type ApplicationProblem = AnswerProblem & {
  readonly sectionId: string;
  readonly sectionTitle: string;
};

/** Every problem that keeps the application from being submitted, section by section. */
export function applicationProblems(
  template: FormTemplate,
  answers: Readonly<Record<string, unknown>>,
  context: AnswerContext,
): ApplicationProblem[] {
  return template.sections.flatMap((section) =>
    sectionProblems(section, answers[section.id], context).map((problem) => ({
      ...problem,
      sectionId: section.id,
      sectionTitle: section.title,
    })),
  );
}

/**
 * The answers a section keeps at submission: hidden questions dropped, text trimmed. What an officer
 * reads is exactly what the company saw.
 */
export function submittedAnswers(section: Section, answers: unknown): SectionAnswers {
  const given = isRecord(answers) ? answers : {};
  const keep = (values: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(
      section.questions
        .filter((question) => isShown(question.when, values) && !isEmptyAnswer(values[question.id]))
        .map((question) => {
          const value = values[question.id];
          return [question.id, typeof value === 'string' ? value.trim() : value];
        }),
    ) as Record<string, AnswerValue>;
  if (section.kind === 'questions') return keep(given);
  const items = Array.isArray(given.items) ? given.items.filter(isRecord) : [];
  return { items: items.map((item) => ({ ...keep(item), key: String(item[ITEM_KEY]) })) };
}

/** Every file given in the answers, with where it was given. */
export function filesIn(
  template: FormTemplate,
  answers: Readonly<Record<string, unknown>>,
): { readonly sectionId: string; readonly question: Question; readonly file: FileAnswer }[] {
  return template.sections.flatMap((section) => {
    const given = answers[section.id];
    const records = !isRecord(given)
      ? []
      : section.kind === 'questions'
        ? [given]
        : Array.isArray(given.items)
          ? given.items.filter(isRecord)
          : [];
    return records.flatMap((record) =>
      section.questions.flatMap((question) => {
        const value = record[question.id];
        return question.kind === 'file' && isRecord(value) && typeof value.attachmentId === 'string'
          ? [{ sectionId: section.id, question, file: value as FileAnswer }]
          : [];
      }),
    );
  });
}

/** The file types a file question accepts, in the words of its hint. */
export function acceptedContentTypes(question: Extract<Question, { kind: 'file' }>): readonly string[] {
  return question.fileTypes.map((type) => COMPANY_FILE_TYPES[type].contentType);
}

/** Sets each file answer's scan status from `statusOf` (attachment id -> status); unknown ids stay as given. */
export function withAttachmentStatuses<T>(
  answers: T,
  statusOf: (attachmentId: string) => number | undefined,
): T {
  if (Array.isArray(answers)) return answers.map((entry) => withAttachmentStatuses(entry, statusOf)) as T;
  if (!isRecord(answers)) return answers;
  if (typeof answers.attachmentId === 'string' && typeof answers.displayFileName === 'string') {
    const status = statusOf(answers.attachmentId);
    return (status === undefined ? answers : { ...answers, attachmentStatus: status }) as T;
  }
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, withAttachmentStatuses(value, statusOf)]),
  ) as T;
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionValues(question: { options: readonly { value: string }[] }): [string, ...string[]] {
  return question.options.map((option) => option.value) as [string, ...string[]];
}

export function plural(noun: string): string {
  return /(?:s|sh|ch|x)$/.test(noun)
    ? `${noun}es`
    : noun.endsWith('y') && !/[aeiou]y$/.test(noun)
      ? `${noun.slice(0, -1)}ies`
      : `${noun}s`;
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
