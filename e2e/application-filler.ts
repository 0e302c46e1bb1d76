import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answerText,
  type FormTemplate,
  formTemplateSchema,
  isShown,
  type ProgrammeSlug,
  plural,
  type Question,
  type QuestionsSection,
  type RepeatingSection,
  type Section,
  summaryQuestionsOf,
} from '@fsmis/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { mainHeading } from './fixtures.js';

// Fills a whole application form the way a person does: from the task list, one section at a time, each
// question found by its label and answered with a value its template accepts. The template JSON the
// regulator publishes drives it, so every form (and a template that gains a question) is covered.

const TEMPLATES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'api',
  'src',
  'modules',
  'application-templates',
  'templates',
);

/** The v1 template of a form, as published (with its defaults filled in). */
export function loadTemplate(programme: ProgrammeSlug, form: string): FormTemplate {
  const text = readFileSync(join(TEMPLATES_DIR, `${programme}-${form}.json`), 'utf8');
  return formTemplateSchema.parse(JSON.parse(text));
}

/** "a test", "an inspector": how the list page names a new item. */
export const articled = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A pattern matching exactly this text. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** A question's label as the page shows it. */
export const labelOf = (question: Question) =>
  question.optional ? `${question.label} (optional)` : question.label;

/** A small real PDF (one empty page), made in code. */
export function pdfBytes(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Title (${title.replace(/[\\()]/g, '')}) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** yyyy-mm-dd, `days` from today (far enough from today that Singapore's date agrees). */
export function isoDateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Text answers a reader would find plausible, by section and question id or by question id; others are made from the label. */
const TEXT_BY_ID: Readonly<Record<string, string>> = {
  name: 'Tan Mei Ling',
  block: '21',
  street: 'Biopolis Road',
  unit: '#05-12',
  building: 'Nucleos',
  designation: 'Quality Manager',
  otherBody: 'NATA (Australia)',
  certificateNumber: 'LA-2019-0612-C',
  analyte: 'Patulin',
  matrix: 'Apple juice and apple puree',
  methodReference: 'EN 14177:2003',
  otherTechnique: 'ELISA',
  provider: 'FAPAS (Fera Science Ltd)',
  round: 'FAPAS 07389',
  revision: 'Revision 4',
  qualifications:
    'BSc (Hons) Chemistry, National University of Singapore, 2009; ISO/IEC 17025 internal auditor, 2015',
  'tests.unit': 'µg/kg',
  'ptHistory.analyte': 'Patulin in apple juice',
  'scopeChange.reason': 'We have validated a new method and want it recognised from next quarter.',
  reason: 'The company has updated its records with ACRA.',
  changesSummary: 'We have added a second LC-MS/MS instrument and a new approved signatory.',
};

/** Sections whose "name" is the company's, not a person's. */
const ORGANISATION_SECTIONS = [
  'laboratory',
  'organisation',
  'body',
  'companyName',
  'companyNameAndAddress',
  'companyDetails',
];

const TEXT_BY_FORMAT = {
  email: 'quality@lab.example',
  postalCode: '138567',
  telephone: '6123 4567',
  uen: '201912345A',
} as const;

/** A valid answer to a question that takes text (text, textarea, number or date). */
export function textAnswer(question: Question, section: Section): string {
  switch (question.kind) {
    case 'date':
      return question.relativeToToday === 'past'
        ? isoDateFromToday(-400)
        : question.relativeToToday === 'future'
          ? isoDateFromToday(400)
          : isoDateFromToday(30);
    case 'number': {
      const wanted = question.integer || question.max !== undefined ? 8 : 0.5;
      return String(Math.min(question.max ?? wanted, Math.max(question.min ?? wanted, wanted)));
    }
    case 'text':
    case 'textarea': {
      if (question.kind === 'text' && question.format) return TEXT_BY_FORMAT[question.format];
      const byId =
        question.id === 'name' && ORGANISATION_SECTIONS.includes(section.id)
          ? 'Meridian Food Testing Pte. Ltd.'
          : (TEXT_BY_ID[`${section.id}.${question.id}`] ?? TEXT_BY_ID[question.id]);
      const text = byId ?? `${question.label} given in the test`;
      return text.slice(0, question.maxLength);
    }
    default:
      throw new Error(`A ${question.kind} question takes no text`);
  }
}

type TextLike = Extract<Question, { kind: 'text' | 'textarea' | 'number' | 'date' }>;
const takesText = (question: Question): question is TextLike =>
  question.kind === 'text' ||
  question.kind === 'textarea' ||
  question.kind === 'number' ||
  question.kind === 'date';

/** What a section's page holds once filled, for checking that it was kept. */
type KeptAnswer =
  | { readonly kind: 'text'; readonly label: string; readonly value: string }
  | { readonly kind: 'choice'; readonly group: string; readonly options: readonly string[] }
  | { readonly kind: 'file'; readonly fileName: string }
  | { readonly kind: 'item' | 'withdrawn'; readonly title: string };

/** A change the test wants made to an answer (renewals and changes). */
export type AnswerChange = string | 'toggle';

export type FillerOptions = {
  /** Answers to give even where the form was prefilled: `{ contact: { designation: 'Head of Quality' } }`; 'toggle' on checkboxes unticks one and ticks another. */
  readonly changes?: Readonly<Record<string, Readonly<Record<string, AnswerChange>>>>;
  /** Called on a repeating section's list page once its items are in (e.g. to keep a screenshot). */
  readonly onListPage?: (section: RepeatingSection) => Promise<void>;
};

export class ApplicationFiller {
  readonly template: FormTemplate;
  /** The New form of the programme: a renewal or change is prefilled from its recognised answers. */
  private readonly recognisedTemplate: FormTemplate | null;
  private readonly kept = new Map<string, KeptAnswer[]>();
  private uploads = 0;

  constructor(
    private readonly page: Page,
    readonly programme: ProgrammeSlug,
    readonly form: string,
    private readonly options: FillerOptions = {},
  ) {
    this.template = loadTemplate(programme, form);
    this.recognisedTemplate = this.template.prefill === 'recognised' ? loadTemplate(programme, 'new') : null;
  }

  /** The form's start page. */
  get startPath(): string {
    return `/application/${this.programme}/${this.form}`;
  }

  sectionOf(id: string): Section {
    const found = this.template.sections.find((section) => section.id === id);
    if (!found) throw new Error(`${this.form} has no section ${id}`);
    return found;
  }

  /** A section's link on the task list; its accessible description is its status. */
  taskLink(section: Section): Locator {
    return this.page.getByRole('main').getByRole('link', { name: section.title, exact: true });
  }

  /** Waits for the task list of the draft. */
  async expectTaskList(): Promise<void> {
    await expect(mainHeading(this.page)).toHaveText(this.template.title);
    await expect(this.page.getByRole('heading', { name: /^Application (in)?complete$/ })).toBeVisible();
  }

  /** On the start page: starts the form and returns the draft's reference number, from the task list. */
  async start(): Promise<string> {
    await expect(mainHeading(this.page)).toHaveText(this.template.title);
    await this.page.getByRole('button', { name: 'Start now' }).click();
    await this.expectTaskList();
    const reference = await this.page.getByText(/^Reference number /).textContent();
    return (reference ?? '').replace('Reference number', '').trim();
  }

  /** From the task list: opens a section by its link. */
  async open(section: Section): Promise<void> {
    await this.taskLink(section).click();
    await expect(mainHeading(this.page)).toHaveText(section.title);
  }

  /** From the task list: opens, fills and saves one section, and sees it Completed on the task list. */
  async fillSection(id: string): Promise<void> {
    const section = this.sectionOf(id);
    await this.open(section);
    if (section.kind === 'questions') {
      await this.answerQuestions(section, section.questions, this.sectionForm(section.title), section.id);
      await this.saveAndContinue(section.title);
    } else {
      await this.fillRepeating(section);
    }
    await this.backToTaskList();
    await expect(this.taskLink(section)).toHaveAccessibleDescription('Completed');
  }

  /** From the task list: every section not yet completed, in the order of the list. */
  async fillRemaining(): Promise<void> {
    for (const section of this.template.sections) {
      if ((await this.statusOf(section)) !== 'Completed') await this.fillSection(section.id);
    }
    await expect(this.page.getByRole('heading', { name: 'Application complete' })).toBeVisible();
  }

  /** From the task list: opens a filled section and checks it shows what was given, then goes back. */
  async expectKept(id: string): Promise<void> {
    const section = this.sectionOf(id);
    await this.open(section);
    const main = this.page.getByRole('main');
    for (const answer of this.kept.get(id) ?? []) {
      if (answer.kind === 'text') {
        await expect(this.sectionForm(section.title).getByLabel(answer.label, { exact: true })).toHaveValue(
          answer.value,
        );
      } else if (answer.kind === 'choice') {
        const group = main.getByRole('group', { name: answer.group, exact: true });
        for (const option of answer.options) {
          await expect(group.getByLabel(option, { exact: true })).toBeChecked();
        }
      } else if (answer.kind === 'file') {
        await expect(main.getByText(`${answer.fileName} is ready`)).toBeAttached();
      } else if (answer.kind === 'item') {
        await expect(main.getByRole('heading', { name: answer.title })).toBeVisible();
      } else {
        await expect(main.getByRole('heading', { name: 'Withdrawn from your scope' })).toBeVisible();
        await expect(
          main.getByRole('button', { name: `Restore ${answer.title}`, exact: true }),
        ).toBeVisible();
      }
    }
    const back = section.kind === 'questions' ? 'Save and return to task list' : 'Return to task list';
    await this.page.getByRole('button', { name: back }).click();
    await this.expectTaskList();
  }

  /** From the complete task list: "Check your answers", with nothing left to complete. */
  async checkAnswers(): Promise<void> {
    await this.page.getByRole('link', { name: 'Check your answers', exact: true }).click();
    await expect(mainHeading(this.page)).toHaveText('Check your answers before submitting your application');
    await expect(this.page.getByRole('heading', { name: 'Your application is not complete' })).toHaveCount(0);
    for (const section of this.template.sections) {
      await expect(this.answersOf(section)).toBeVisible();
    }
  }

  /** A section's answers on check answers (or the application's page). */
  answersOf(section: Section): Locator {
    return this.page.getByRole('region', { name: section.title, exact: true });
  }

  /** On check answers: agrees to the declaration (with the keyboard), submits, and sees the reference. */
  async submit(reference: string): Promise<void> {
    const declaration = this.page.getByRole('checkbox', {
      name: 'I confirm that I have read and agree with the declaration',
    });
    await declaration.focus();
    await this.page.keyboard.press('Space');
    await expect(declaration).toBeChecked();
    await this.page.getByRole('button', { name: 'Submit application' }).click();
    await expect(mainHeading(this.page)).toHaveText('Application submitted');
    await expect(this.page.getByText('Your reference number')).toContainText(reference);
  }

  /** On the Dashboard: the application is in the table, in Application Review. */
  async expectInReview(reference: string): Promise<void> {
    const table = this.page.getByRole('region', { name: /^Your applications, sorted by/ }).getByRole('table');
    const row = table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: reference }) });
    await expect(row).toHaveCount(1);
    // On a phone the rows stack, and each cell is read with its column's name first: "Status Application Review".
    await expect(row.getByRole('cell', { name: /^(Status\s*)?Application Review$/ })).toBeVisible();
  }

  /** A section's row on the task list: its name (a link once it can start) and its status. */
  taskRow(section: Section): Locator {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByText(section.title, { exact: true }) });
  }

  /** A section's status as the task list shows it beside its name. */
  private async statusOf(section: Section): Promise<string> {
    return ((await this.taskRow(section).textContent()) ?? '').replace(section.title, '').trim();
  }

  private sectionForm(heading: string): Locator {
    return this.page.getByRole('form', { name: heading, exact: true });
  }

  private async backToTaskList(): Promise<void> {
    if ((await mainHeading(this.page).textContent()) !== this.template.title) {
      await this.page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Task list' })
        .click();
    }
    await this.expectTaskList();
  }

  /** Presses "Save and continue" and waits to be taken on; a problem left on the page fails at once. */
  private async saveAndContinue(heading: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Save and continue' }).click();
    const movedOn = mainHeading(this.page).filter({ hasNotText: exactly(heading) });
    const stuck = this.page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .or(this.page.getByRole('region', { name: 'Your answers were not saved' }));
    await movedOn.or(stuck).first().waitFor();
    if ((await stuck.count()) > 0) {
      throw new Error(`"${heading}" was not saved: ${await stuck.first().textContent()}`);
    }
  }

  /**
   * A repeating section's list: prefilled items are kept (in the scope editor one is withdrawn and one
   * added), and new items are added until it has its least number of items, at least one.
   */
  private async fillRepeating(section: RepeatingSection): Promise<void> {
    const page = this.page;
    const kept: KeptAnswer[] = [];
    const changes = page.getByRole('button', { name: /^Change / });
    let items = await changes.count();
    let toAdd = Math.max(section.minItems, 1) - items;
    if (section.component === 'scope-editor' && items > 0) {
      const withdraw = page.getByRole('button', { name: /^Withdraw / }).first();
      const title = ((await withdraw.textContent()) ?? '').replace(/^Withdraw/, '').trim();
      await withdraw.click();
      await expect(page.getByRole('heading', { name: 'Withdrawn from your scope' })).toBeVisible();
      kept.push({ kind: 'withdrawn', title });
      items -= 1;
      await expect(changes).toHaveCount(items);
      toAdd = 1;
    }
    for (let added = 0; added < toAdd; added += 1) {
      const addLabel = items === 0 ? `Add ${articled(section.itemName)}` : `Add another ${section.itemName}`;
      await page.getByRole('button', { name: addLabel, exact: true }).click();
      const heading = `Add ${articled(section.itemName)}`;
      await expect(mainHeading(page)).toHaveText(heading);
      const values = await this.answerQuestions(section, section.questions, this.sectionForm(heading), null);
      await this.saveAndContinue(heading);
      await expect(mainHeading(page)).toHaveText(section.title);
      items += 1;
      await expect(changes).toHaveCount(items);
      const title = summaryQuestionsOf(section)
        .map((question) => answerText(question, values[question.id]))
        .filter(Boolean)
        .join(', ');
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
      kept.push({ kind: 'item', title });
    }
    if (section.component === 'scope-editor') {
      await expect(page.getByRole('main').getByText('Added', { exact: true })).toBeVisible();
      // The count keeps the recognised items apart from the one the company added.
      if (items > toAdd) {
        await expect(page.getByRole('main')).toContainText(
          `Your scope has ${items} ${plural(section.itemName)}: ${items - toAdd} recognised already and ${toAdd} added.`,
        );
      }
    }
    this.kept.set(section.id, kept);
    await this.options.onListPage?.(section);
    await this.saveAndContinue(section.title);
  }

  /**
   * Answers the shown questions of a page: what is already there is kept unless the test asks for a
   * change; a condition is followed (a choice that opens a follow-up question is taken, to answer it too).
   * Files upload while the rest is filled, and the page waits for each to be ready.
   */
  private async answerQuestions(
    section: Section,
    questions: readonly Question[],
    form: Locator,
    keptAs: string | null,
  ): Promise<Readonly<Record<string, unknown>>> {
    const values: Record<string, unknown> = {};
    const kept: KeptAnswer[] = [];
    const uploads: string[] = [];
    const changes = keptAs ? (this.options.changes?.[keptAs] ?? {}) : {};
    let typedByKeyboard = false;
    let previousTyped = false;
    // Files first: their virus scans run while the rest is filled.
    const inOrder = [
      ...questions.filter((question) => question.kind === 'file'),
      ...questions.filter((question) => question.kind !== 'file'),
    ];
    const firstInForce = questions.find((question) => question.current !== undefined);
    for (const question of inOrder) {
      if (!isShown(question.when, values)) {
        await expect(form.getByText(question.label, { exact: true })).toHaveCount(0);
        continue;
      }
      const label = labelOf(question);
      // A change of company details starts from the values in force: the first of them is changed (a
      // new name, or a new block), the others are kept as they are.
      const change = changes[question.id];
      const changesInForce = question === firstInForce && change === undefined;
      // Renewals and changes keep what the recognised application left out.
      const leftOut = question.optional && this.template.prefill === 'recognised' && change === undefined;
      if (takesText(question)) {
        const control = form.getByLabel(label, { exact: true });
        const current = await control.inputValue();
        if (changesInForce) {
          const value = textAnswer(question, section);
          const changed = value === current ? `${value} Annex` : value;
          await control.fill(changed);
          values[question.id] = changed;
          kept.push({ kind: 'text', label, value: changed });
          previousTyped = false;
          continue;
        }
        if ((current !== '' || leftOut) && change === undefined) {
          values[question.id] = current;
          kept.push({ kind: 'text', label, value: current });
          previousTyped = false;
          continue;
        }
        const value =
          typeof change === 'string' && change !== 'toggle' ? change : textAnswer(question, section);
        if (
          previousTyped &&
          !typedByKeyboard &&
          current === '' &&
          question.kind !== 'date' &&
          value.length <= 12
        ) {
          // A person tabs from one box to the next and types.
          await this.page.keyboard.press('Tab');
          await expect(control).toBeFocused();
          await this.page.keyboard.type(value);
          typedByKeyboard = true;
        } else {
          await control.fill(value);
        }
        values[question.id] = value;
        kept.push({ kind: 'text', label, value });
        previousTyped = true;
        continue;
      }
      previousTyped = false;
      if (question.kind === 'radios') {
        const group = form.getByRole('group', { name: label, exact: true });
        const checked = group.getByRole('radio', { checked: true });
        if ((await checked.count()) > 0 && change === undefined) {
          const value = await checked.getAttribute('value');
          values[question.id] = value;
          const chosen = question.options.find((option) => option.value === value);
          kept.push({ kind: 'choice', group: label, options: chosen ? [chosen.label] : [] });
          continue;
        }
        // The option that opens a follow-up question, if any: the follow-up is answered too.
        const opening = questions.find(
          (later) => later.when?.question === question.id && 'equals' in later.when,
        )?.when;
        const option =
          question.options.find((candidate) => typeof change === 'string' && candidate.label === change) ??
          question.options.find(
            (candidate) => opening && 'equals' in opening && candidate.value === opening.equals,
          ) ??
          question.options[0];
        if (!option) throw new Error(`${question.id} has no options`);
        await group.getByRole('radio', { name: option.label, exact: true }).click();
        await expect(group.getByRole('radio', { name: option.label, exact: true })).toBeChecked();
        values[question.id] = option.value;
        kept.push({ kind: 'choice', group: label, options: [option.label] });
        continue;
      }
      if (question.kind === 'checkboxes') {
        const group = form.getByRole('group', { name: label, exact: true });
        const box = (optionLabel: string) => group.getByRole('checkbox', { name: optionLabel, exact: true });
        const ticked: string[] = [];
        for (const option of question.options) {
          if (await box(option.label).isChecked()) ticked.push(option.value);
        }
        if (ticked.length === 0 || change === 'toggle') {
          const untick =
            change === 'toggle' ? question.options.find((o) => ticked.includes(o.value)) : undefined;
          const tick =
            change === 'toggle'
              ? question.options.filter((o) => !ticked.includes(o.value)).slice(0, 1)
              : question.options.slice(0, 2);
          if (untick) {
            await box(untick.label).click();
            await expect(box(untick.label)).not.toBeChecked();
            ticked.splice(ticked.indexOf(untick.value), 1);
          }
          for (const option of tick) {
            await box(option.label).click();
            await expect(box(option.label)).toBeChecked();
            ticked.push(option.value);
          }
        }
        values[question.id] = ticked;
        kept.push({
          kind: 'choice',
          group: label,
          options: question.options.filter((o) => ticked.includes(o.value)).map((o) => o.label),
        });
        continue;
      }
      // A file: uploaded unless the recognised application already gave it.
      if (this.isPrefilledFile(section, question) && change === undefined) {
        values[question.id] = 'prefilled';
        continue;
      }
      this.uploads += 1;
      const fileName = `${question.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${this.uploads}.pdf`;
      await form.getByLabel(label, { exact: true }).setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: pdfBytes(question.label),
      });
      uploads.push(fileName);
      values[question.id] = fileName;
      kept.push({ kind: 'file', fileName });
    }
    for (const fileName of uploads) {
      // The upload control says "Checking for viruses…", then "Ready" (and announces it).
      await expect(this.page.getByText(`${fileName} is ready`)).toBeAttached();
    }
    if (uploads.length > 0) await expect(form.getByText('Checking for viruses…')).toHaveCount(0);
    if (keptAs) this.kept.set(keptAs, kept);
    return values;
  }

  /** Did the recognised New application answer this file question (so the renewal or change has it)? */
  private isPrefilledFile(section: Section, question: Question): boolean {
    const recognised = this.recognisedTemplate?.sections.find((candidate) => candidate.id === section.id);
    if (!recognised || recognised.kind !== section.kind) return false;
    // An item added to a repeating section starts empty.
    if (section.kind === 'repeating') return false;
    return (recognised as QuestionsSection).questions.some((candidate) => candidate.id === question.id);
  }
}
