import {
  type AnswerValue,
  type FileAnswer,
  isEmptyAnswer,
  isRecord,
  isShown,
  plural,
  valueInForce,
} from './form-answers.js';
import {
  type CurrentValueReference,
  type FormTemplate,
  ITEM_KEY,
  type Question,
  type RepeatingSection,
  type Section,
  summaryQuestionsOf,
} from './form-template.js';
import { formatDate } from './format-date.js';

/**
 * What a Renewal, a Change Of Scope or a Change Of Company Details changes against the recognised
 * application it starts from (its baseline), and how an answer reads on a page.
 */

/** The answer as a person reads it: option labels, dates as "05 Jan 2026", a file's name. */
export function answerText(question: Question, value: unknown): string {
  if (isEmptyAnswer(value)) return '';
  switch (question.kind) {
    case 'radios':
      return question.options.find((option) => option.value === value)?.label ?? String(value);
    case 'checkboxes':
      // A baseline saved under another version of the template may hold a single choice.
      return [value]
        .flat()
        .map((chosen) => question.options.find((option) => option.value === chosen)?.label ?? chosen)
        .join(', ');
    case 'date':
      return formatDate(String(value), 'dd MMM yyyy') || String(value);
    case 'number':
      return question.suffix ? `${String(value).trim()} ${question.suffix}` : String(value).trim();
    case 'file':
      return isRecord(value) ? String((value as FileAnswer).displayFileName) : '';
    default:
      return String(value).trim();
  }
}

/** The items of a repeating section's answers: none where nothing was saved yet. */
export function repeatingItems(answers: unknown): Readonly<Record<string, unknown>>[] {
  return isRecord(answers) && Array.isArray(answers.items) ? answers.items.filter(isRecord) : [];
}

/** How lists name an item of a repeating section: its summary answers, else "Test 2". */
export function itemTitle(
  section: RepeatingSection,
  item: Readonly<Record<string, unknown>>,
  index: number,
): string {
  const parts = summaryQuestionsOf(section)
    .map((question) => answerText(question, item[question.id]))
    .filter(Boolean);
  return parts.length > 0
    ? parts.join(', ')
    : `${section.itemName.charAt(0).toUpperCase()}${section.itemName.slice(1)} ${index + 1}`;
}

/** Do two answers say the same (text compared trimmed, files by attachment)? */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (isEmptyAnswer(a) && isEmptyAnswer(b)) return true;
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b))
    return [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  if (isRecord(a) && isRecord(b)) return a.attachmentId === b.attachmentId;
  return false;
}

/** The value in force that a change form shows beside a question, from the baseline's answers. */
export function currentValueOf(
  template: FormTemplate,
  reference: CurrentValueReference,
  baseline: Readonly<Record<string, unknown>> | null,
): string {
  const source = baselineQuestion(template, reference);
  const section = baseline?.[reference.section];
  if (!isRecord(section)) return '';
  const value = section[reference.question];
  return source ? answerText(source, value) : typeof value === 'string' ? value : '';
}

/** A change form may name a question of a section it does not ask itself: read it as text then. */
function baselineQuestion(template: FormTemplate, reference: CurrentValueReference): Question | null {
  const section = template.sections.find((candidate) => candidate.id === reference.section);
  return section?.questions.find((question) => question.id === reference.question) ?? null;
}

export type SectionChanges =
  | { readonly kind: 'questions'; readonly changed: readonly string[] }
  | {
      readonly kind: 'repeating';
      /** Keys of items not in the baseline. */
      readonly added: readonly string[];
      /** Keys of baseline items whose answers differ. */
      readonly changed: readonly string[];
      /** The baseline's items that are gone (withdrawn, for a scope). */
      readonly removed: readonly Readonly<Record<string, AnswerValue>>[];
    };

/**
 * The sentence above a repeating section's items: how many there are, and, against a recognised scope
 * (`changes` of a scope editor), how many of them were already recognised and how many are new. "You
 * have added 5 tests" would claim the recognised ones as the company's additions.
 */
export function itemCountSentence(itemName: string, count: number, changes: SectionChanges | null): string {
  const nouns = (n: number) => `${n} ${n === 1 ? itemName : plural(itemName)}`;
  if (count === 0) {
    return changes
      ? `Your scope has no ${plural(itemName)}.`
      : `You have not added any ${plural(itemName)} yet.`;
  }
  const added = changes?.kind === 'repeating' ? changes.added.length : count;
  const recognised = count - added;
  if (!changes || recognised === 0) return `You have added ${nouns(count)}.`;
  if (added === 0) return `Your scope has ${nouns(count)}, all recognised already.`;
  return `Your scope has ${nouns(count)}: ${recognised} recognised already and ${added} added.`;
}

/** What the answers change against the baseline's answers of the same section. */
export function sectionChanges(section: Section, baseline: unknown, answers: unknown): SectionChanges {
  const before = isRecord(baseline) ? baseline : {};
  const after = isRecord(answers) ? answers : {};
  if (section.kind === 'questions') {
    return {
      kind: 'questions',
      changed: section.questions
        .filter((question) => !sameAnswer(shownAnswer(question, before), shownAnswer(question, after)))
        .map((question) => question.id),
    };
  }
  const beforeItems = repeatingItems(before);
  const afterItems = repeatingItems(after);
  const keyOf = (item: Readonly<Record<string, unknown>>) => String(item[ITEM_KEY]);
  const beforeByKey = new Map(beforeItems.map((item) => [keyOf(item), item]));
  const afterKeys = new Set(afterItems.map(keyOf));
  return {
    kind: 'repeating',
    added: afterItems.filter((item) => !beforeByKey.has(keyOf(item))).map(keyOf),
    changed: afterItems
      .filter((item) => {
        const earlier = beforeByKey.get(keyOf(item));
        return (
          earlier !== undefined &&
          section.questions.some((q) => !sameAnswer(shownAnswer(q, earlier), shownAnswer(q, item)))
        );
      })
      .map(keyOf),
    removed: beforeItems.filter((item) => !afterKeys.has(keyOf(item))) as Readonly<
      Record<string, AnswerValue>
    >[],
  };
}

/** The answer to a question as it will be submitted: none while the question is hidden. */
function shownAnswer(question: Question, values: Readonly<Record<string, unknown>>): unknown {
  return isShown(question.when, values) ? values[question.id] : undefined;
}

/** Does the section change anything against the baseline? */
export function hasChanges(changes: SectionChanges): boolean {
  return changes.kind === 'questions'
    ? changes.changed.length > 0
    : changes.added.length + changes.changed.length + changes.removed.length > 0;
}

/**
 * The answers a new application of `template` starts from: the baseline's answers of every section the
 * template also has, keeping only the questions it asks (and each item's key), and for a question that
 * replaces a value in force (its `current`), that value.
 */
export function prefilledAnswers(
  template: FormTemplate,
  baseline: Readonly<Record<string, unknown>> | null,
): Record<string, Record<string, unknown>> {
  if (template.prefill !== 'recognised' || !baseline) return {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const section of template.sections) {
    const given = baseline[section.id];
    const pick = (values: Readonly<Record<string, unknown>>) =>
      Object.fromEntries(
        section.questions.filter((q) => values[q.id] !== undefined).map((q) => [q.id, values[q.id]]),
      );
    if (section.kind === 'questions') {
      // A change of company details starts from the values in force: a new name, not a retyped address.
      const inForce = Object.fromEntries(
        section.questions.flatMap((q) => {
          const value = valueInForce(q, baseline);
          return value === null ? [] : [[q.id, value]];
        }),
      );
      if (isRecord(given) || Object.keys(inForce).length > 0) {
        result[section.id] = { ...inForce, ...(isRecord(given) ? pick(given) : {}) };
      }
      continue;
    }
    if (!isRecord(given)) continue;
    result[section.id] = {
      items: (Array.isArray(given.items) ? given.items.filter(isRecord) : []).map((item) => ({
        ...pick(item),
        [ITEM_KEY]: item[ITEM_KEY],
      })),
    };
  }
  return result;
}

/**
 * The answers in force once `answers` (an application of `template`) is recognised: those it started
 * from (its baseline) with the sections it shares with them replaced, and each answer that replaces a
 * value in force (a question's `current`) written where that value was. A New application has no
 * baseline: its own answers are in force. So a renewal after a change of company name starts from the
 * new name, and a later change of address from the address in force.
 */
export function answersInForce(
  template: FormTemplate | null,
  baseline: Readonly<Record<string, unknown>> | null,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (!baseline) return { ...answers };
  const result: Record<string, unknown> = { ...baseline };
  for (const [sectionId, given] of Object.entries(answers)) {
    if (sectionId in baseline) result[sectionId] = given;
  }
  for (const section of template?.sections ?? []) {
    const given = answers[section.id];
    if (section.kind !== 'questions' || !isRecord(given)) continue;
    for (const question of section.questions) {
      const value = given[question.id];
      if (!question.current || value === undefined) continue;
      const target = result[question.current.section];
      result[question.current.section] = {
        ...(isRecord(target) ? target : {}),
        [question.current.question]: value,
      };
    }
  }
  return result;
}
