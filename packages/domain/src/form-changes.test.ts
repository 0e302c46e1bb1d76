import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import type { FileAnswer } from './form-answers.js';
import {
  answersInForce,
  answerText,
  currentValueOf,
  hasChanges,
  itemCountSentence,
  itemTitle,
  prefilledAnswers,
  repeatingItems,
  sameAnswer,
  sectionChanges,
} from './form-changes.js';
import {
  type FormTemplate,
  type FormTemplateInput,
  formTemplateSchema,
  type Question,
  type Section,
} from './form-template.js';
import { Programme } from './programme.js';

type SectionInput = FormTemplateInput['sections'][number];
type QuestionInput = SectionInput['questions'][number];

function template(sections: SectionInput[], prefill: 'none' | 'recognised' = 'recognised'): FormTemplate {
  return formTemplateSchema.parse({
    programme: Programme.LRP,
    form: 'renewal',
    category: ApplicationCategory.renewal,
    title: 'Renew your recognition',
    introduction: ['Check what has changed since you were recognised.'],
    fees: [],
    timelines: [],
    prefill,
    sections,
    declaration: { statements: ['The information I have given is true.'] },
  });
}

function sectionFrom(input: SectionInput): Section {
  const [section] = template([input]).sections;
  if (!section) throw new Error('Expected a section');
  return section;
}

function questionOf(input: QuestionInput): Question {
  const [question] = sectionFrom({
    id: 'details',
    title: 'Details',
    kind: 'questions',
    questions: [input],
  }).questions;
  if (!question) throw new Error('Expected a question');
  return question;
}

const name: QuestionInput = { id: 'name', kind: 'text', label: 'Laboratory name' };
const sector: QuestionInput = {
  id: 'sector',
  kind: 'radios',
  label: 'Sector',
  options: [
    { value: 'food', label: 'Food' },
    { value: 'feed', label: 'Animal feed' },
  ],
};
const areas: QuestionInput = {
  id: 'areas',
  kind: 'checkboxes',
  label: 'Areas',
  options: [
    { value: 'chemistry', label: 'Chemistry' },
    { value: 'microbiology', label: 'Microbiology' },
  ],
};
const accredited: QuestionInput = { id: 'accredited', kind: 'date', label: 'Accredited on' };
const staff: QuestionInput = { id: 'staff', kind: 'number', label: 'Staff', suffix: 'people' };
const certificate: QuestionInput = { id: 'certificate', kind: 'file', label: 'Certificate' };

const file = (attachmentId: string, displayFileName = 'certificate.pdf'): FileAnswer => ({
  attachmentId,
  displayFileName,
  fileSize: 2048,
  attachmentStatus: 3,
});
const first = file('0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b');
const second = file('6f1c7a0e-9b2d-4c3e-8f4a-5b6c7d8e9f01');

describe('answerText', () => {
  it('reads a choice by its label, or as given when the question no longer offers it', () => {
    expect(answerText(questionOf(sector), 'feed')).toBe('Animal feed');
    expect(answerText(questionOf(sector), 'fish')).toBe('fish');
    expect(answerText(questionOf(areas), ['microbiology', 'chemistry', 'physics'])).toBe(
      'Microbiology, Chemistry, physics',
    );
  });

  it('reads a date as on every page, or as typed when it is none', () => {
    expect(answerText(questionOf(accredited), '2026-01-05')).toBe('05 Jan 2026');
    expect(answerText(questionOf(accredited), 'last spring')).toBe('last spring');
  });

  it('reads a number with its suffix', () => {
    expect(answerText(questionOf(staff), ' 12 ')).toBe('12 people');
    expect(answerText(questionOf({ ...staff, suffix: undefined }), ' 12 ')).toBe('12');
  });

  it('reads a file by its name', () => {
    expect(answerText(questionOf(certificate), first)).toBe('certificate.pdf');
    expect(answerText(questionOf(certificate), 'certificate.pdf')).toBe('');
  });

  it('reads text trimmed, and nothing as nothing', () => {
    expect(answerText(questionOf(name), '  Acme Labs ')).toBe('Acme Labs');
    for (const question of [name, sector, areas, accredited, staff, certificate]) {
      for (const empty of [undefined, null, '', ' ', []])
        expect(answerText(questionOf(question), empty)).toBe('');
    }
  });

  it('reads any answer under any kind of question, as a baseline saved under another version may hold', () => {
    const questions = [name, sector, areas, accredited, staff, certificate].map(questionOf);
    const answer = fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(first), fc.constant(null));
    fc.assert(
      fc.property(fc.constantFrom(...questions), answer, (question, value) => {
        expect(typeof answerText(question, value)).toBe('string');
      }),
    );
  });
});

describe('sameAnswer', () => {
  it('finds every empty answer the same', () => {
    expect(sameAnswer(undefined, '')).toBe(true);
    expect(sameAnswer(null, [])).toBe(true);
    expect(sameAnswer(' ', undefined)).toBe(true);
  });

  it('compares text trimmed', () => {
    expect(sameAnswer(' Acme ', 'Acme')).toBe(true);
    expect(sameAnswer('Acme', 'acme')).toBe(false);
    expect(sameAnswer('Acme', '')).toBe(false);
  });

  it('compares choices whatever their order', () => {
    expect(sameAnswer(['chemistry', 'microbiology'], ['microbiology', 'chemistry'])).toBe(true);
    expect(sameAnswer(['chemistry'], ['chemistry', 'microbiology'])).toBe(false);
  });

  it('compares files by attachment, not by name', () => {
    expect(sameAnswer(first, { ...first, displayFileName: 'renamed.pdf' })).toBe(true);
    expect(sameAnswer(first, second)).toBe(false);
  });

  it('finds answers of different kinds different', () => {
    expect(sameAnswer('chemistry', ['chemistry'])).toBe(false);
    expect(sameAnswer(first, first.attachmentId)).toBe(false);
  });

  const answerArb = fc.oneof(
    fc.string(),
    fc.array(fc.string()),
    fc.constantFrom(first, second, null, undefined),
  );

  it('is symmetric, and reflexive, for any answers', () => {
    fc.assert(
      fc.property(answerArb, answerArb, (a, b) => {
        expect(sameAnswer(a, b)).toBe(sameAnswer(b, a));
        expect(sameAnswer(a, a)).toBe(true);
      }),
    );
  });
});

describe('currentValueOf', () => {
  const change = template([
    { id: 'company', title: 'Company', kind: 'questions', questions: [name, sector] },
  ]);
  const baseline = { company: { name: 'Acme', sector: 'feed', uen: '201912345A' }, address: 'none' };

  it('reads the value in force as the question would show it', () => {
    expect(currentValueOf(change, { section: 'company', question: 'sector' }, baseline)).toBe('Animal feed');
  });

  it('reads as text a question the form does not ask itself', () => {
    expect(currentValueOf(change, { section: 'company', question: 'uen' }, baseline)).toBe('201912345A');
    expect(currentValueOf(change, { section: 'company', question: 'staff' }, baseline)).toBe('');
    expect(
      currentValueOf(
        change,
        { section: 'company', question: 'areas' },
        { company: { areas: ['chemistry'] } },
      ),
    ).toBe('');
  });

  it('is nothing without a baseline or its section', () => {
    expect(currentValueOf(change, { section: 'company', question: 'name' }, null)).toBe('');
    expect(currentValueOf(change, { section: 'address', question: 'postalCode' }, baseline)).toBe('');
    expect(currentValueOf(change, { section: 'scope', question: 'name' }, baseline)).toBe('');
  });
});

describe('the changes of a section', () => {
  describe('of questions', () => {
    const company = sectionFrom({
      id: 'company',
      title: 'Company',
      kind: 'questions',
      questions: [name, sector, { ...areas, when: { question: 'sector', equals: 'food' } }, certificate],
    });

    it('are the questions whose answer differs, in the order asked', () => {
      const baseline = { name: 'Acme', sector: 'food', areas: ['chemistry'], certificate: first };
      const answers = {
        name: ' Acme ',
        sector: 'food',
        areas: ['chemistry', 'microbiology'],
        certificate: second,
      };
      const changes = sectionChanges(company, baseline, answers);
      expect(changes).toEqual({ kind: 'questions', changed: ['areas', 'certificate'] });
      expect(hasChanges(changes)).toBe(true);
    });

    it('include an answer no longer asked for, not one hidden before and after', () => {
      const baseline = { name: 'Acme', sector: 'food', areas: ['chemistry'] };
      expect(sectionChanges(company, baseline, { ...baseline, sector: 'feed' })).toEqual({
        kind: 'questions',
        changed: ['sector', 'areas'],
      });
      expect(
        sectionChanges(
          company,
          { name: 'Acme', sector: 'feed', areas: ['chemistry'] },
          { name: 'Acme', sector: 'feed' },
        ),
      ).toEqual({
        kind: 'questions',
        changed: [],
      });
    });

    it('are none when the answers say the same', () => {
      const changes = sectionChanges(
        company,
        { name: 'Acme', areas: [] },
        { name: 'Acme ', certificate: null },
      );
      expect(hasChanges(changes)).toBe(false);
    });

    it('are every answer given when there is no baseline', () => {
      expect(sectionChanges(company, undefined, { name: 'Acme', sector: 'feed' })).toEqual({
        kind: 'questions',
        changed: ['name', 'sector'],
      });
      expect(sectionChanges(company, { name: 'Acme' }, 'answers')).toEqual({
        kind: 'questions',
        changed: ['name'],
      });
    });
  });

  describe('of a repeating section', () => {
    const scope = sectionFrom({
      id: 'scope',
      title: 'Scope',
      kind: 'repeating',
      itemName: 'test',
      questions: [
        { id: 'analyte', kind: 'text', label: 'Analyte' },
        { id: 'method', kind: 'text', label: 'Method' },
      ],
    });
    const lead = { key: 'lead', analyte: 'Lead', method: 'ICP-MS' };
    const arsenic = { key: 'arsenic', analyte: 'Arsenic', method: 'ICP-MS' };
    const mercury = { key: 'mercury', analyte: 'Mercury', method: 'CV-AAS' };

    it('are the items added, changed and removed, by key', () => {
      const changes = sectionChanges(
        scope,
        { items: [lead, arsenic, mercury] },
        {
          items: [
            { ...lead, method: 'ICP-OES' },
            { ...arsenic, analyte: ' Arsenic ' },
            { key: 'cadmium', analyte: 'Cadmium' },
          ],
        },
      );
      expect(changes).toEqual({
        kind: 'repeating',
        added: ['cadmium'],
        changed: ['lead'],
        removed: [mercury],
      });
      expect(hasChanges(changes)).toBe(true);
    });

    it('follow an item by its key, not its place', () => {
      const changes = sectionChanges(scope, { items: [lead, arsenic] }, { items: [arsenic, lead] });
      expect(changes).toEqual({ kind: 'repeating', added: [], changed: [], removed: [] });
      expect(hasChanges(changes)).toBe(false);
    });

    it('find each kind of change enough to change the section', () => {
      expect(hasChanges(sectionChanges(scope, { items: [lead] }, { items: [] }))).toBe(true);
      expect(hasChanges(sectionChanges(scope, { items: [lead] }, { items: [{ ...lead, method: '' }] }))).toBe(
        true,
      );
    });

    it('ignore what a hidden question of an item still holds', () => {
      const certified = sectionFrom({
        id: 'scope',
        title: 'Scope',
        kind: 'repeating',
        itemName: 'test',
        questions: [
          {
            ...sector,
            id: 'accredited',
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
          { ...certificate, when: { question: 'accredited', equals: 'yes' } },
        ],
      });
      const before = { items: [{ key: 'lead', accredited: 'no' }] };
      const stale = { items: [{ key: 'lead', accredited: 'no', certificate: first }] };
      expect(hasChanges(sectionChanges(certified, before, stale))).toBe(false);
      expect(
        sectionChanges(certified, before, {
          items: [{ key: 'lead', accredited: 'yes', certificate: first }],
        }),
      ).toMatchObject({
        changed: ['lead'],
      });
    });

    it('are every item added when there is no baseline, ignoring what is not an item', () => {
      expect(sectionChanges(scope, null, { items: [lead, 'x', null] })).toEqual({
        kind: 'repeating',
        added: ['lead'],
        changed: [],
        removed: [],
      });
      expect(sectionChanges(scope, { items: 'lead' }, undefined)).toEqual({
        kind: 'repeating',
        added: [],
        changed: [],
        removed: [],
      });
    });
  });
});

const renewalTemplate = template([
  { id: 'company', title: 'Company', kind: 'questions', questions: [name, sector] },
]);

describe('prefilledAnswers', () => {
  const renewal = template([
    { id: 'company', title: 'Company', kind: 'questions', questions: [name, sector] },
    {
      id: 'scope',
      title: 'Scope',
      kind: 'repeating',
      itemName: 'test',
      questions: [{ id: 'analyte', kind: 'text', label: 'Analyte' }],
    },
    { id: 'declarations', title: 'Declarations', kind: 'questions', questions: [certificate] },
  ]);

  it('start from the baseline, keeping only the questions asked and each item’s key', () => {
    const baseline = {
      company: { name: 'Acme', sector: 'food', uen: '201912345A' },
      scope: { items: [{ key: 'lead', analyte: 'Lead', method: 'ICP-MS' }, 'not an item'] },
      declarations: 'answers',
      staff: { items: [] },
    };
    expect(prefilledAnswers(renewal, baseline)).toEqual({
      company: { name: 'Acme', sector: 'food' },
      scope: { items: [{ key: 'lead', analyte: 'Lead' }] },
    });
  });

  it('keep an empty answer as given, and leave out a question never answered', () => {
    expect(
      prefilledAnswers(renewal, { company: { name: '', sector: null }, scope: { items: null } }),
    ).toEqual({
      company: { name: '', sector: null },
      scope: { items: [] },
    });
  });

  it('leave out a list the baseline does not have', () => {
    expect(prefilledAnswers(renewal, { company: { name: 'Acme' } })).toEqual({ company: { name: 'Acme' } });
  });

  it('are nothing without a baseline, or for a form that starts empty', () => {
    expect(prefilledAnswers(renewal, null)).toEqual({});
    const fresh = template(
      [{ id: 'company', title: 'Company', kind: 'questions', questions: [name] }],
      'none',
    );
    expect(prefilledAnswers(fresh, { company: { name: 'Acme' } })).toEqual({});
  });
});

/** A change of company details: a new name and address replacing the values in force. */
const nameAndAddress = template([
  {
    id: 'companyDetails',
    title: 'New company details',
    kind: 'questions',
    questions: [
      { id: 'name', kind: 'text', label: 'New name', current: { section: 'company', question: 'name' } },
      {
        id: 'postalCode',
        kind: 'text',
        label: 'New postal code',
        current: { section: 'address', question: 'postalCode' },
      },
      { id: 'effectiveDate', kind: 'date', label: 'Date the change takes effect' },
    ],
  },
]);

describe('prefilledAnswers of a change of company details', () => {
  it('start from the values in force, so that a new name does not mean retyping the address', () => {
    const baseline = { company: { name: 'Acme', sector: 'food' }, address: { postalCode: '138567' } };
    expect(prefilledAnswers(nameAndAddress, baseline)).toEqual({
      companyDetails: { name: 'Acme', postalCode: '138567' },
    });
  });

  it('leave out a value the baseline does not hold as text', () => {
    expect(prefilledAnswers(nameAndAddress, { company: { name: ['Acme'] }, address: 'none' })).toEqual({});
  });
});

describe('answersInForce', () => {
  const recognised = { company: { name: 'Acme', sector: 'food' }, address: { postalCode: '138567' } };

  it('are a New application’s own answers', () => {
    expect(answersInForce(renewalTemplate, null, recognised)).toEqual(recognised);
  });

  it('without the template an application answered, are its shared sections over its baseline', () => {
    expect(answersInForce(null, recognised, { company: { name: 'Acme' }, changeDetails: {} })).toEqual({
      company: { name: 'Acme' },
      address: { postalCode: '138567' },
    });
  });

  it('write a new value where the baseline held none, and leave lists and unanswered sections be', () => {
    const withList = template([
      {
        id: 'details',
        title: 'New details',
        kind: 'questions',
        questions: [
          {
            id: 'website',
            kind: 'text',
            label: 'Website',
            current: { section: 'online', question: 'website' },
          },
        ],
      },
      { id: 'scope', title: 'Scope', kind: 'repeating', itemName: 'test', questions: [name] },
      { id: 'other', title: 'Other', kind: 'questions', questions: [sector] },
    ]);
    expect(
      answersInForce(withList, recognised, { details: { website: 'acme.example' }, scope: { items: [] } }),
    ).toEqual({ ...recognised, online: { website: 'acme.example' } });
  });

  it('after a renewal, its sections replace those it started from', () => {
    const renewed = { company: { name: 'Acme', sector: 'feed' } };
    expect(answersInForce(renewalTemplate, recognised, renewed)).toEqual({
      company: { name: 'Acme', sector: 'feed' },
      address: { postalCode: '138567' },
    });
  });

  it('after a change of company details, each new value is written where the value it replaced was', () => {
    const change = {
      companyDetails: { name: 'Acme Labs', postalCode: '138567', effectiveDate: '2026-12-01' },
    };
    const inForce = answersInForce(nameAndAddress, recognised, change);
    expect(inForce).toEqual({
      company: { name: 'Acme Labs', sector: 'food' },
      address: { postalCode: '138567' },
    });
    // The next change starts from the new name, not from the change's own date or documents.
    expect(prefilledAnswers(nameAndAddress, inForce)).toEqual({
      companyDetails: { name: 'Acme Labs', postalCode: '138567' },
    });
  });
});

describe('itemCountSentence', () => {
  const scope = (added: readonly string[]) => ({
    kind: 'repeating' as const,
    added,
    changed: [],
    removed: [],
  });

  it('counts what the company added to a new list', () => {
    expect(itemCountSentence('test', 0, null)).toBe('You have not added any tests yet.');
    expect(itemCountSentence('test', 1, null)).toBe('You have added 1 test.');
    expect(itemCountSentence('test', 5, null)).toBe('You have added 5 tests.');
  });

  it('does not call the recognised scope the company’s additions', () => {
    expect(itemCountSentence('test', 5, scope([]))).toBe('Your scope has 5 tests, all recognised already.');
    expect(itemCountSentence('test', 5, scope(['a', 'b']))).toBe(
      'Your scope has 5 tests: 3 recognised already and 2 added.',
    );
    expect(itemCountSentence('test', 2, scope(['a', 'b']))).toBe('You have added 2 tests.');
    expect(itemCountSentence('test', 0, scope([]))).toBe('Your scope has no tests.');
  });
});

describe('the items of a repeating section', () => {
  const tests = sectionFrom({
    id: 'tests',
    title: 'Tests',
    kind: 'repeating',
    itemName: 'test',
    summary: ['analyte', 'matrix'],
    questions: [
      { id: 'analyte', kind: 'text', label: 'Analyte' },
      { ...sector, id: 'matrix', label: 'Matrix' },
      { id: 'method', kind: 'text', label: 'Method' },
    ],
  });
  if (tests.kind !== 'repeating') throw new Error('Expected a repeating section');

  it('are read from saved answers, and are none before anything is saved', () => {
    const lead = { key: 'lead', analyte: 'Lead' };
    expect(repeatingItems({ items: [lead, 'stray', null] })).toEqual([lead]);
    for (const nothing of [undefined, null, {}, { items: 'lead' }, []])
      expect(repeatingItems(nothing)).toEqual([]);
  });

  it('are named by their summary answers as a person reads them, else by their place', () => {
    expect(itemTitle(tests, { analyte: ' Lead ', matrix: 'feed', method: 'ICP-MS' }, 0)).toBe(
      'Lead, Animal feed',
    );
    expect(itemTitle(tests, { analyte: 'Lead' }, 0)).toBe('Lead');
    expect(itemTitle(tests, { method: 'ICP-MS' }, 1)).toBe('Test 2');
  });
});
