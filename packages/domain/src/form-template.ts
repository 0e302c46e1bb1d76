import { z } from 'zod';
import { applicationCategorySchema } from './application-category.js';
import { ATTACHMENT_PURPOSES } from './file-types.js';
import { programmeSchema } from './programme.js';

/**
 * A programme application template (docs/domain.md "Application forms and their templates"): the questions
 * of one application form as versioned data. The regulator publishes a new version as a JSON document
 * checked against `formTemplateSchema`; one engine (form-answers.ts) turns it into the checks both the API
 * and the web apply, and one renderer in the web turns it into pages.
 */

/** Ids of sections, questions and options: lower camel case, so they read well in paths (`tests.0.analyte`). */
export const TEMPLATE_ID_PATTERN = /^[a-z][a-zA-Z0-9]{0,39}$/;
const templateId = z.string().regex(TEMPLATE_ID_PATTERN, 'Use letters and digits in lower camel case');

/** The property an item of a repeating section keeps its identity in (through prefill, edits and diffs). */
export const ITEM_KEY = 'key';

/** The most characters any text answer may hold, whatever its template says. */
export const TEXT_ANSWER_HARD_LIMIT = 10_000;

/** Formats a text answer may be required to have. */
export const TEXT_FORMATS = ['email', 'postalCode', 'telephone', 'uen'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** Shows a question only when another question of the same section (or item) has an answer. */
export const conditionSchema = z.union([
  z.object({ question: templateId, equals: z.string() }).strict(),
  z.object({ question: templateId, includes: z.string() }).strict(),
]);
export type Condition = z.infer<typeof conditionSchema>;

const optionSchema = z
  .object({ value: templateId, label: z.string().min(1), hint: z.string().optional() })
  .strict();
export type QuestionOption = z.infer<typeof optionSchema>;

/** Where a change form finds the value in force: a question of the recognised application. */
const currentValueSchema = z.object({ section: templateId, question: templateId }).strict();
export type CurrentValueReference = z.infer<typeof currentValueSchema>;

const questionBase = {
  id: templateId.refine((id) => id !== ITEM_KEY, `A question may not be called "${ITEM_KEY}"`),
  label: z.string().min(1),
  hint: z.string().optional(),
  /** Required unless said otherwise. */
  optional: z.boolean().optional(),
  /** The words used in messages, e.g. "the laboratory name"; the label in lower case by default. */
  errorName: z.string().min(1).optional(),
  when: conditionSchema.optional(),
  /** Change forms: shows the value in force beside the question. */
  current: currentValueSchema.optional(),
};

const textQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('text'),
    maxLength: z.int().min(1).max(1000).default(200),
    format: z.enum(TEXT_FORMATS).optional(),
    /** How wide the input is drawn (the expected answer's length). */
    width: z.enum(['short', 'medium', 'full']).optional(),
  })
  .strict();

const textareaQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('textarea'),
    maxLength: z.int().min(1).max(TEXT_ANSWER_HARD_LIMIT).default(2000),
  })
  .strict();

const numberQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().optional(),
    /** Shown after the input, e.g. "years". */
    suffix: z.string().optional(),
  })
  .strict();

const dateQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('date'),
    /** 'past': today or earlier; 'future': today or later. */
    relativeToToday: z.enum(['past', 'future']).optional(),
  })
  .strict();

const radiosQuestionSchema = z
  .object({ ...questionBase, kind: z.literal('radios'), options: z.array(optionSchema).min(2) })
  .strict();

const checkboxesQuestionSchema = z
  .object({ ...questionBase, kind: z.literal('checkboxes'), options: z.array(optionSchema).min(1) })
  .strict();

// A question takes what a company's document may be.
const fileTypeSchema = z.enum(ATTACHMENT_PURPOSES.document.fileTypes);

const fileQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('file'),
    fileTypes: z.array(fileTypeSchema).min(1).default(['pdf']),
    /** The largest file accepted, in MB. */
    maxMb: z.int().min(1).max(50).default(10),
    /** A CV of key personnel (LRP), downloadable at `document-sac-cv/{docId}`. */
    documentKind: z.enum(['sac-cv']).optional(),
  })
  .strict();

export const questionSchema = z.discriminatedUnion('kind', [
  textQuestionSchema,
  textareaQuestionSchema,
  numberQuestionSchema,
  dateQuestionSchema,
  radiosQuestionSchema,
  checkboxesQuestionSchema,
  fileQuestionSchema,
]);
export type Question = z.output<typeof questionSchema>;
export type QuestionKind = Question['kind'];
export type FileQuestion = z.output<typeof fileQuestionSchema>;

const sectionBase = {
  id: templateId,
  title: z.string().min(1),
  description: z.string().optional(),
  /** Sections that must be completed before this one can start ("Cannot start yet"). */
  dependsOn: z.array(templateId).optional(),
};

const questionsSectionSchema = z
  .object({ ...sectionBase, kind: z.literal('questions'), questions: z.array(questionSchema).min(1) })
  .strict();

const repeatingSectionSchema = z
  .object({
    ...sectionBase,
    kind: z.literal('repeating'),
    /** What one item is called, in the singular and lower case: "test", "inspector". */
    itemName: z.string().min(1),
    minItems: z.int().min(0).default(1),
    maxItems: z.int().min(1).max(200).default(50),
    questions: z.array(questionSchema).min(1),
    /** The questions whose answers name an item in lists (the first one by default). */
    summary: z.array(templateId).optional(),
    /** A named component that draws the section instead of the generic one. */
    component: z.enum(['scope-editor']).optional(),
  })
  .strict();

export const sectionSchema = z.discriminatedUnion('kind', [questionsSectionSchema, repeatingSectionSchema]);
export type Section = z.output<typeof sectionSchema>;
export type QuestionsSection = z.output<typeof questionsSectionSchema>;
export type RepeatingSection = z.output<typeof repeatingSectionSchema>;

const feeSchema = z.object({ item: z.string().min(1), amountSgd: z.number().min(0) }).strict();

export const formTemplateSchema = z
  .object({
    programme: programmeSchema,
    /** The form's URL segment: `new`, `renewal`, `change-of-company-name`, ... */
    form: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
    category: applicationCategorySchema,
    title: z.string().min(1),
    /** What the instructions page says before the list of documents. */
    introduction: z.array(z.string().min(1)).min(1),
    fees: z.array(feeSchema),
    timelines: z.array(z.string().min(1)),
    /** Renewal and changes start from the recognised application's answers. */
    prefill: z.enum(['none', 'recognised']).default('none'),
    sections: z.array(sectionSchema).min(1),
    declaration: z.object({ statements: z.array(z.string().min(1)).min(1) }).strict(),
  })
  .strict()
  .superRefine((template, context) => {
    const sectionIds = template.sections.map((section) => section.id);
    for (const [index, id] of sectionIds.entries()) {
      if (sectionIds.indexOf(id) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: `Two sections are "${id}"`,
        });
      }
    }
    for (const [index, section] of template.sections.entries()) {
      for (const dependency of section.dependsOn ?? []) {
        if (!sectionIds.slice(0, index).includes(dependency)) {
          context.addIssue({
            code: 'custom',
            path: ['sections', index, 'dependsOn'],
            message: `"${dependency}" is not an earlier section`,
          });
        }
      }
      checkQuestions(section, ['sections', index], context);
    }
  });

export type FormTemplate = z.output<typeof formTemplateSchema>;
/** A template as written in JSON, before defaults are filled in. */
export type FormTemplateInput = z.input<typeof formTemplateSchema>;

function checkQuestions(section: Section, path: (string | number)[], context: z.RefinementCtx) {
  const ids = section.questions.map((question) => question.id);
  for (const [index, question] of section.questions.entries()) {
    const at = [...path, 'questions', index];
    if (ids.indexOf(question.id) !== index) {
      context.addIssue({
        code: 'custom',
        path: [...at, 'id'],
        message: `Two questions are "${question.id}"`,
      });
    }
    const condition = question.when;
    if (condition) {
      const controller = section.questions
        .slice(0, index)
        .find((earlier) => earlier.id === condition.question);
      if (!controller) {
        context.addIssue({
          code: 'custom',
          path: [...at, 'when'],
          message: `"${condition.question}" is not an earlier question of the section`,
        });
      } else if (controller.when) {
        // A hidden question keeps its answer until submission: a condition on it would still hold.
        context.addIssue({
          code: 'custom',
          path: [...at, 'when'],
          message: `"${condition.question}" is itself shown on a condition`,
        });
      }
    }
  }
  if (section.kind === 'repeating') {
    for (const id of section.summary ?? []) {
      if (!ids.includes(id)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'summary'],
          message: `"${id}" is not a question`,
        });
      }
    }
    if (section.minItems > section.maxItems) {
      context.addIssue({ code: 'custom', path: [...path, 'minItems'], message: 'minItems exceeds maxItems' });
    }
  }
}

/** The section of a template with this id, or null. */
export function sectionOf(template: FormTemplate, sectionId: string): Section | null {
  return template.sections.find((section) => section.id === sectionId) ?? null;
}

/** Questions of a repeating section that name an item in lists. */
export function summaryQuestionsOf(section: RepeatingSection): readonly Question[] {
  const ids = section.summary ?? [section.questions[0]?.id];
  return section.questions.filter((question) => ids.includes(question.id));
}

/** "the laboratory name": how messages name a question. */
export function errorNameOf(question: Question): string {
  return question.errorName ?? `${question.label.charAt(0).toLowerCase()}${question.label.slice(1)}`;
}
