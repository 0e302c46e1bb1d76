import {
  type AnswerValue,
  ApplicationCategory,
  answerText,
  type FileAnswer,
  type FormTemplate,
  ITEM_KEY,
  isEmptyAnswer,
  isRecord,
  isShown,
  Programme,
  prefilledAnswers,
  type Question,
  type RepeatingItem,
  type RepeatingSection,
  type Section,
  type SectionAnswers,
  singaporeDateParts,
} from '@fsmis/domain';
import {
  type Address,
  CONTACT_DESIGNATION,
  DESIGNATIONS,
  KALLANG,
  NEW_ADDRESSES,
  PEOPLE,
  type Person,
  type ProficiencyTestRound,
  PT_ROUNDS,
  QUALIFICATIONS,
  TELEPHONES,
  TESTS,
  type Test,
} from './demo-answer-values.js';
import { addDays } from './demo-dates.js';

// The scope a recognition names is the recognise step's rule; the demo recognitions use the same.
export { scopeSummaryOf } from '../../modules/application-workflow/recognition-scope.js';

/**
 * Realistic answers to any application template, for the demo data. Every question is answered by its
 * kind, so a template that gains a question still gets complete answers; where a reader would notice,
 * the value is chosen by the question's id (names, Singapore addresses, tests with their matrices and
 * units, people, proficiency test rounds with z-scores). Renewals and changes start from the recognised
 * application's answers, as the portal prefills them, and change what their form is for.
 */

export interface DemoCompany {
  readonly name: string;
  /** As the profile holds it: "21 Biopolis Road, #05-12 Nucleos, Singapore 138567". */
  readonly address: string;
  readonly uen: string;
  /** The company's user, who fills in the forms. */
  readonly contact: { readonly name: string; readonly email: string; readonly telephone: string };
  /** Shifts the pools of people and tests, so that no two companies share staff. */
  readonly offset: number;
}

export interface DemoAnswersRequest {
  readonly template: FormTemplate;
  readonly company: DemoCompany;
  /** When the form was filled in: dates in the past fall before it. */
  readonly writtenAt: Date;
  /** The moment of seeding: dates that must lie ahead fall well after it, so they stay valid. */
  readonly now: number;
  /** The recognised application's answers a renewal or change starts from, if the company has one. */
  readonly baseline: Readonly<Record<string, unknown>> | null;
  /** Stores a new file under this name and answers it (one attachment per call). */
  readonly file: (fileName: string) => FileAnswer;
}

export type DemoAnswers = Record<string, SectionAnswers>;

type Values = Record<string, AnswerValue>;

/** How many items a repeating section gets when nothing is prefilled. */
const ITEM_COUNTS: Readonly<Record<string, number>> = {
  tests: 5,
  personnel: 3,
  ptHistory: 3,
  inspectors: 3,
  auditors: 3,
  representatives: 2,
};

/** The repeating sections a renewal adds to: a recent proficiency test, a new inspector or auditor. */
const RENEWAL_ADDS_TO = new Set(['ptHistory', 'inspectors', 'auditors']);

interface Context extends DemoAnswersRequest {
  readonly category: ApplicationCategory;
  readonly address: Address;
  readonly newAddress: Address;
  readonly newName: string;
  readonly domain: string;
  /** What the answers add to the baseline, for the reason a change gives. */
  readonly added: string[];
}

/** Where a question is answered: its section and, in a repeating section, the item. */
interface Place {
  readonly section: Section;
  /** The item's position in a repeating section, or null. */
  readonly index: number | null;
}

/** Complete answers to `template` (every shown question answered, every section valid in full). */
export function demoAnswers(request: DemoAnswersRequest): DemoAnswers {
  const { template, company, baseline } = request;
  const address = parseAddress(company.address);
  const context: Context = {
    ...request,
    category: template.category,
    address,
    newAddress: NEW_ADDRESSES.find((candidate) => candidate.postalCode !== address.postalCode) ?? KALLANG,
    newName: company.name.replace(/ Pte\. Ltd\.$/, ' (Singapore) Pte. Ltd.'),
    domain: company.contact.email.split('@')[1] ?? 'example.com',
    added: [],
  };
  const prefilled = prefilledAnswers(template, baseline);
  const answers: DemoAnswers = {};
  for (const section of template.sections) {
    const carried = prefilled[section.id];
    answers[section.id] =
      section.kind === 'questions'
        ? questionsAnswers(section, carried ?? null, context)
        : { items: repeatingItems(section, carried ?? null, context) };
  }
  return answers;
}

type Carried = Readonly<Record<string, unknown>> | null;

function questionsAnswers(section: Section, carried: Carried, context: Context): Values {
  const values: Values = {};
  const place = { section, index: null };
  for (const question of section.questions) {
    if (!isShown(question.when, values)) continue;
    const previous = carried?.[question.id] as AnswerValue | undefined;
    const keep = previous !== undefined && !refreshedOnRenewal(question, context);
    const value = keep ? extended(question, previous, context) : questionValue(question, place, context);
    if (!isEmptyAnswer(value)) values[question.id] = value;
  }
  return values;
}

/** A renewal brings its accreditation up to date: new dates and newly issued documents. */
function refreshedOnRenewal(question: Question, context: Context): boolean {
  return (
    context.category === ApplicationCategory.renewal && (question.kind === 'date' || question.kind === 'file')
  );
}

/** A change of scope adds to each scope it carries over: one more option of each list. */
function extended(question: Question, previous: AnswerValue, context: Context): AnswerValue {
  if (context.category !== ApplicationCategory.changeOfScope || question.kind !== 'checkboxes')
    return previous;
  const chosen = Array.isArray(previous) ? (previous as readonly string[]) : [];
  const extra = question.options.find((option) => !chosen.includes(option.value));
  if (!extra) return previous;
  context.added.push(extra.label);
  return [...chosen, extra.value];
}

function repeatingItems(section: RepeatingSection, carried: Carried, context: Context): RepeatingItem[] {
  const previous = Array.isArray(carried?.items) ? (carried.items as unknown[]).filter(isRecord) : [];
  if (previous.length === 0) {
    const count = Math.min(section.maxItems, Math.max(section.minItems, ITEM_COUNTS[section.id] ?? 2));
    return Array.from({ length: count }, (_, index) => itemAnswers(section, index, context));
  }
  const items = previous.map((item) => ({ ...item }) as RepeatingItem);
  const adds =
    context.category === ApplicationCategory.changeOfScope ||
    context.category === ApplicationCategory.changeOfCompanyDetails ||
    (context.category === ApplicationCategory.renewal && RENEWAL_ADDS_TO.has(section.id));
  if (adds && items.length < section.maxItems) {
    const item = itemAnswers(section, items.length, context);
    context.added.push(itemSummary(section, item));
    items.push(item);
  }
  return items;
}

function itemAnswers(section: RepeatingSection, index: number, context: Context): RepeatingItem {
  const values: Values = {};
  const place = { section, index };
  for (const question of section.questions) {
    if (!isShown(question.when, values)) continue;
    const value = questionValue(question, place, context);
    if (!isEmptyAnswer(value)) values[question.id] = value;
  }
  return { ...values, [ITEM_KEY]: `${section.id}-${index + 1}` };
}

function itemSummary(section: RepeatingSection, item: RepeatingItem): string {
  if (typeof item.analyte === 'string' && typeof item.matrix === 'string') {
    return `${item.analyte} in ${item.matrix.toLowerCase()}`;
  }
  const first = section.questions[0];
  return first ? answerText(first, item[first.id]) : section.itemName;
}

// The people, tests and rounds an item is about.

/** Where each list of people starts in the pool, so that no one is both a representative and an auditor. */
const PEOPLE_FROM: Readonly<Record<string, number>> = { representatives: 4, auditors: 7 };

const person = (place: Place, context: Context): Person =>
  pick(PEOPLE, context.company.offset * 5 + (PEOPLE_FROM[place.section.id] ?? 0) + (place.index ?? 0));
const test = (place: Place, context: Context): Test =>
  pick(TESTS, context.company.offset * 3 + (place.index ?? 0));
const round = (place: Place, context: Context): ProficiencyTestRound =>
  pick(PT_ROUNDS, context.company.offset + (place.index ?? 0));

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

const isProficiencyTestItem = (section: Section) =>
  section.questions.some((question) => question.id === 'zScore' || question.id === 'provider');

function questionValue(question: Question, place: Place, context: Context): AnswerValue {
  switch (question.kind) {
    case 'text':
      return clip(textValue(question, place, context), question.maxLength);
    case 'textarea':
      return clip(textareaValue(question, place, context), question.maxLength);
    case 'number':
      return numberValue(question, place, context);
    case 'date':
      return dateValue(question, context);
    case 'radios':
      return radiosValue(question, place, context);
    case 'checkboxes':
      return checkboxesValue(question);
    case 'file':
      return context.file(fileName(question, place, context));
  }
}

function textValue(question: Extract<Question, { kind: 'text' }>, place: Place, context: Context): string {
  const { company } = context;
  if (question.current) return changedValue(question.id, context);
  if (place.index !== null) {
    const who = person(place, context);
    const what = test(place, context);
    const pt = round(place, context);
    switch (question.id) {
      case 'name':
        return who.name;
      case 'designation':
        return pick(DESIGNATIONS, place.index);
      case 'email':
        return `${who.handle}@${context.domain}`;
      case 'telephone':
        return who.mobile;
      case 'certificateNumber':
        return `EG-${104_200 + (context.company.offset * 5 + place.index) * 137}`;
      case 'analyte':
        return isProficiencyTestItem(place.section) ? pt.analyte : what.analyte;
      case 'matrix':
        return what.matrix;
      case 'methodReference':
        return what.methodReference;
      case 'otherTechnique':
        return what.otherTechnique ?? 'ICP-OES';
      case 'unit':
        return what.unit;
      case 'provider':
        return pt.provider;
      case 'round':
        return pt.round;
    }
  }
  const contact = place.section.id === 'contact';
  switch (question.id) {
    case 'name':
      return contact ? company.contact.name : company.name;
    case 'designation':
      return CONTACT_DESIGNATION[context.template.programme];
    case 'uen':
      return company.uen;
    case 'block':
    case 'street':
    case 'unit':
    case 'building':
    case 'postalCode':
      return context.address[question.id];
    case 'telephone':
      return contact ? company.contact.telephone : pick(TELEPHONES, company.offset);
    case 'email':
      return company.contact.email;
    case 'certificateNumber':
      return accreditationNumber(context);
    case 'otherBody':
      return 'ANAB (ANSI National Accreditation Board)';
    case 'revision':
      return `Rev. ${6 + company.offset}`;
  }
  switch (question.format) {
    case 'email':
      return company.contact.email;
    case 'postalCode':
      return context.address.postalCode;
    case 'telephone':
      return company.contact.telephone;
    case 'uen':
      return company.uen;
    default:
      return question.optional ? '' : 'As described in the attached documents';
  }
}

/** A change of company details: the new name or address, and the value in force for the rest. */
function changedValue(questionId: string, context: Context): string {
  const form = context.template.form;
  const renames = form.includes('name');
  const moves = form.includes('address') || form.includes('details');
  if (questionId === 'name') return renames ? context.newName : context.company.name;
  if (questionId in context.address) {
    const key = questionId as keyof Address;
    return moves ? context.newAddress[key] : context.address[key];
  }
  return 'As described in the attached documents';
}

function accreditationNumber(context: Context): string {
  const prefix = { [Programme.LRP]: 'LA', [Programme.IBR]: 'IB', [Programme.AOR]: 'CB' }[
    context.template.programme
  ];
  const offset = context.company.offset;
  return `${prefix}-${2009 + offset}-${String(412 + offset * 37).padStart(4, '0')}-C`;
}

function textareaValue(
  question: Extract<Question, { kind: 'textarea' }>,
  place: Place,
  context: Context,
): string {
  const programme = context.template.programme;
  switch (question.id) {
    case 'qualifications':
      return pick(QUALIFICATIONS[programme], context.company.offset + (place.index ?? 0));
    case 'reason':
      return reasonFor(context);
    case 'changesSummary':
      return programme === Programme.LRP
        ? 'Two analysts joined the laboratory, the quality manual was revised and SAC-SINGLAS renewed our accreditation after its reassessment visit.'
        : 'One inspector retired and a new one joined; SAC-SINGLAS renewed our accreditation after its reassessment visit.';
  }
  return question.optional ? '' : 'As described in the attached documents.';
}

function reasonFor(context: Context): string {
  const added = context.added;
  if (context.category === ApplicationCategory.changeOfScope) {
    return added.length > 0
      ? `Our accreditation body has added ${joined(added)} to our scope of accreditation, and we would like ${added.length > 1 ? 'them' : 'it'} to be recognised as well.`
      : 'Our accreditation body has extended our scope of accreditation, and we would like the new scope to be recognised as well.';
  }
  const form = context.template.form;
  if (form.includes('auditors')) {
    return `${joined(added) || 'A new auditor'} has qualified as an auditor and joined the organisation.`;
  }
  if (form.includes('representatives')) {
    return `${joined(added) || 'A new director'} has joined the board and will act for the organisation.`;
  }
  if (form.includes('name')) {
    return 'The company was renamed by special resolution of its shareholders; its UEN, premises, staff and accreditation are unchanged.';
  }
  return 'The company has moved to larger premises; the accreditation body has visited and confirmed the new address.';
}

function joined(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function numberValue(
  question: Extract<Question, { kind: 'number' }>,
  place: Place,
  context: Context,
): string {
  const chosen =
    question.id === 'yearsOfExperience'
      ? String(person(place, context).years)
      : question.id === 'limitOfQuantification'
        ? test(place, context).limitOfQuantification
        : question.id === 'zScore'
          ? round(place, context).zScore
          : null;
  const number = Number(chosen ?? '5');
  const low = question.min ?? Number.NEGATIVE_INFINITY;
  const high = question.max ?? Number.POSITIVE_INFINITY;
  const within = Math.min(high, Math.max(low, number));
  return String(question.integer ? Math.round(within) : within);
}

function dateValue(question: Extract<Question, { kind: 'date' }>, context: Context): string {
  const offset = context.company.offset;
  const ahead = (days: number) => isoDate(addDays(new Date(context.now), days));
  const before = (days: number) => isoDate(addDays(context.writtenAt, -days));
  if (question.id === 'validUntil') return ahead(400 + offset * 60);
  if (question.id === 'validFrom') return before(200 + offset * 40);
  if (question.relativeToToday === 'future') return ahead(45);
  if (question.relativeToToday === 'past') return before(30);
  return question.id === 'effectiveDate' ? before(-30) : before(90);
}

function radiosValue(
  question: Extract<Question, { kind: 'radios' }>,
  place: Place,
  context: Context,
): string {
  const index = place.index ?? 0;
  const preferred: readonly string[] =
    question.id === 'technique'
      ? [test(place, context).technique]
      : question.id === 'role'
        ? [index === 0 ? 'both' : index % 2 === 1 ? 'keyPersonnel' : 'approvedSignatory', 'auditor']
        : question.id === 'changesSinceRecognition'
          ? [context.company.offset % 2 === 0 ? 'yes' : 'no']
          : ['sacSinglas', 'iso17021', 'typeA', 'yes'];
  const options = question.options.map((option) => option.value);
  return preferred.find((value) => options.includes(value)) ?? options[0] ?? '';
}

/** The first options and one more, so that a change of scope has something left to add. */
function checkboxesValue(question: Extract<Question, { kind: 'checkboxes' }>): readonly string[] {
  const count = Math.max(1, Math.min(3, question.options.length - 1));
  return question.options.slice(0, count).map((option) => option.value);
}

function fileName(question: Extract<Question, { kind: 'file' }>, place: Place, context: Context): string {
  const inItem = place.index !== null;
  const who = person(place, context).name;
  switch (question.id) {
    case 'certificate':
      return inItem
        ? `Auditor certificate - ${who}.pdf`
        : `Accreditation certificate ${accreditationNumber(context)}.pdf`;
    case 'scopeDocument':
      return `Scope of accreditation ${accreditationNumber(context)}.pdf`;
    case 'cv':
      return `CV - ${who}.pdf`;
    case 'report':
      return `PT report - ${round(place, context).round}.pdf`;
    case 'manual':
      return `Quality manual Rev ${6 + context.company.offset}.pdf`;
    case 'registryExtract':
      return `ACRA business profile ${context.company.uen}.pdf`;
    case 'authorisationLetter':
      return 'Letter of authorisation.pdf';
    case 'supportingDocument':
      return context.category === ApplicationCategory.changeOfScope
        ? 'Updated scope of accreditation.pdf'
        : 'Supporting document.pdf';
  }
  return `${question.label.replace(/[^\w .,()-]/g, '')}.pdf`;
}

function clip(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : text.slice(0, maxLength).trimEnd();
}

const ADDRESS_PATTERN = /^(\S+) ([^,]+), (#[\d-]+)(?: ([^,]+))?, Singapore (\d{6})$/;

/** "21 Biopolis Road, #05-12 Nucleos, Singapore 138567" as the forms ask for it. */
function parseAddress(text: string): Address {
  const match = ADDRESS_PATTERN.exec(text);
  if (!match) return KALLANG;
  const [, block = '', street = '', unit = '', building = '', postalCode = ''] = match;
  return { block, street, unit, building, postalCode };
}

/** A date as date answers hold it (yyyy-mm-dd), in Singapore. */
export function isoDate(date: Date): string {
  const { year, month, day } = singaporeDateParts(date) ?? { year: '', month: '', day: '' };
  return `${year}-${month}-${day}`;
}
