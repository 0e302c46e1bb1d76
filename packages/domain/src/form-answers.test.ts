import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { AttachmentScanStatus } from './attachment.js';
import {
  type AnswerValue,
  acceptedContentTypes,
  answerContext,
  answerProblem,
  applicationProblems,
  type FileAnswer,
  filesIn,
  isEmptyAnswer,
  isIsoDate,
  isRecord,
  isSectionStarted,
  isShown,
  plural,
  type RepeatingAnswers,
  SECTION_STATE_LABELS,
  type SectionAnswers,
  sectionProblems,
  sectionShapeSchema,
  sectionStates,
  submittedAnswers,
  withAttachmentStatuses,
} from './form-answers.js';
import { answerText } from './form-changes.js';
import {
  type FormTemplate,
  type FormTemplateInput,
  formTemplateSchema,
  type Question,
  type Section,
  TEXT_FORMATS,
} from './form-template.js';
import { Programme } from './programme.js';

type SectionInput = FormTemplateInput['sections'][number];
type QuestionInput = SectionInput['questions'][number];

const context = { today: '2026-03-15' };

function template(sections: SectionInput[]): FormTemplate {
  return formTemplateSchema.parse({
    programme: Programme.LRP,
    form: 'new',
    category: ApplicationCategory.new,
    title: 'Apply for recognition',
    introduction: ['Before you start'],
    fees: [],
    timelines: [],
    sections,
    declaration: { statements: ['The information I have given is true.'] },
  });
}

function sectionFrom(input: SectionInput): Section {
  const [section] = template([input]).sections;
  if (!section) throw new Error('Expected a section');
  return section;
}

const questionsSection = (questions: QuestionInput[]) =>
  sectionFrom({ id: 'details', title: 'Details', kind: 'questions', questions });

const repeatingSection = (questions: QuestionInput[], extra: { minItems?: number; maxItems?: number } = {}) =>
  sectionFrom({ id: 'tests', title: 'Tests', kind: 'repeating', itemName: 'test', questions, ...extra });

function questionOf(input: QuestionInput): Question {
  const [question] = questionsSection([input]).questions;
  if (!question) throw new Error('Expected a question');
  return question;
}

const attachmentId = '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const file = (attachmentStatus?: number): FileAnswer =>
  attachmentStatus === undefined
    ? { attachmentId, displayFileName: 'certificate.pdf', fileSize: 1024 }
    : { attachmentId, displayFileName: 'certificate.pdf', fileSize: 1024, attachmentStatus };

const name: QuestionInput = { id: 'name', kind: 'text', label: 'Laboratory name' };
const sector: QuestionInput = {
  id: 'sector',
  kind: 'radios',
  label: 'Sector',
  options: [
    { value: 'food', label: 'Food' },
    { value: 'feed', label: 'Feed' },
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
const certificate: QuestionInput = { id: 'certificate', kind: 'file', label: 'Accreditation certificate' };

/** A section asking every kind of question. */
const everyKind = questionsSection([
  name,
  { id: 'history', kind: 'textarea', label: 'History', maxLength: 50 },
  { id: 'staff', kind: 'number', label: 'Staff', min: 1, max: 500, integer: true },
  { id: 'accredited', kind: 'date', label: 'Accredited on' },
  sector,
  areas,
  certificate,
]);
const everyKindRepeating = repeatingSection(everyKind.questions as QuestionInput[], { maxItems: 2 });

describe('isShown', () => {
  it('shows a question without a condition', () => {
    expect(isShown(undefined, {})).toBe(true);
  });

  it('shows on equals only for exactly that answer', () => {
    const when = { question: 'sector', equals: 'food' };
    expect(isShown(when, { sector: 'food' })).toBe(true);
    expect(isShown(when, { sector: 'feed' })).toBe(false);
    expect(isShown(when, { sector: ['food'] })).toBe(false);
    expect(isShown(when, {})).toBe(false);
  });

  it('shows on includes only when the option is among those chosen', () => {
    const when = { question: 'areas', includes: 'chemistry' };
    expect(isShown(when, { areas: ['microbiology', 'chemistry'] })).toBe(true);
    expect(isShown(when, { areas: ['microbiology'] })).toBe(false);
    expect(isShown(when, { areas: 'chemistry' })).toBe(false);
  });
});

describe('isEmptyAnswer', () => {
  it.each([undefined, null, '', '  \n ', []])('finds %j empty', (value) => {
    expect(isEmptyAnswer(value)).toBe(true);
  });

  it.each(['a', ' 0 ', ['chemistry'], file(3)])('finds %j given', (value) => {
    expect(isEmptyAnswer(value)).toBe(false);
  });
});

describe('the shape of a save', () => {
  const shape = sectionShapeSchema(everyKind);
  const refusal = (answers: unknown) => {
    const result = shape.safeParse(answers);
    return result.success
      ? null
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a section however unfinished', () => {
    expect(refusal({})).toBeNull();
    expect(
      refusal({ name: '', sector: '', areas: [], certificate: null, staff: 'lots', accredited: '31/02' }),
    ).toBeNull();
    // A browser's radio group with nothing chosen reads as null.
    expect(refusal({ sector: null })).toBeNull();
  });

  it('refuses a question the section does not ask', () => {
    expect(refusal({ name: 'Lab', colour: 'blue' })).toEqual([': Unrecognized key: "colour"']);
  });

  it('refuses an option the question does not offer', () => {
    expect(refusal({ sector: 'fish' })).toEqual(['sector: Choose sector from the list']);
    expect(refusal({ areas: ['chemistry', 'physics'] })).toEqual(['areas.1: Choose areas from the list']);
  });

  it('keeps text longer than the question allows, up to a hard limit', () => {
    expect(refusal({ history: 'x'.repeat(51) })).toBeNull();
    expect(refusal({ name: 'x'.repeat(10_000) })).toBeNull();
    expect(refusal({ name: 'x'.repeat(10_001) })).toEqual(['name: Laboratory name is too long to keep']);
  });

  it('refuses numbers and dates no one types', () => {
    expect(refusal({ staff: '1'.repeat(41) })).toEqual(['staff: Staff is too long']);
    expect(refusal({ accredited: '1'.repeat(41) })).toEqual(['accredited: Accredited on is too long']);
  });

  it('takes files only as attachments', () => {
    expect(refusal({ certificate: file(1) })).toBeNull();
    expect(refusal({ certificate: { ...file(), attachmentId: 'not-a-uuid' } })).toHaveLength(1);
    expect(refusal({ certificate: { ...file(), path: '/etc/passwd' } })).toHaveLength(1);
    expect(refusal({ certificate: 'certificate.pdf' })).toHaveLength(1);
  });

  describe('of a repeating section', () => {
    const items = sectionShapeSchema(everyKindRepeating);
    const refusalOf = (answers: unknown) => {
      const result = items.safeParse(answers);
      return result.success
        ? null
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };

    it('takes items with their own keys, however unfinished', () => {
      expect(refusalOf({ items: [] })).toBeNull();
      expect(refusalOf({ items: [{ key: 'a-1' }, { key: 'b_2', name: 'Lab' }] })).toBeNull();
    });

    it('refuses more items than allowed', () => {
      expect(refusalOf({ items: [{ key: 'a' }, { key: 'b' }, { key: 'c' }] })).toEqual([
        'items: You can add up to 2 tests',
      ]);
    });

    it('refuses two items with the same key', () => {
      expect(refusalOf({ items: [{ key: 'a' }, { key: 'a' }] })).toEqual([
        'items: Each item needs its own key',
      ]);
    });

    it('refuses an item without a key, or with a key that cannot be part of a path', () => {
      expect(refusalOf({ items: [{ name: 'Lab' }] })).toHaveLength(1);
      expect(refusalOf({ items: [{ key: 'a.b' }] })).toEqual([
        'items.0.key: Each item needs a key of letters, digits and dashes',
      ]);
    });

    it('refuses what an item does not ask, as a section does', () => {
      expect(refusalOf({ items: [{ key: 'a', colour: 'blue' }] })).toEqual([
        'items.0: Unrecognized key: "colour"',
      ]);
      expect(refusalOf({ items: [{ key: 'a', sector: 'fish' }] })).toEqual([
        'items.0.sector: Choose sector from the list',
      ]);
      expect(refusalOf({ items: [], more: true })).toHaveLength(1);
    });
  });

  const questionIds = everyKind.questions.map((question) => question.id);
  const anyAnswers = fc.dictionary(fc.constantFrom(...questionIds, 'key', 'items', 'other'), fc.jsonValue());

  it('never throws, whatever JSON it is given', () => {
    for (const section of [everyKind, everyKindRepeating]) {
      const schema = sectionShapeSchema(section);
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue(),
            anyAnswers,
            fc.record({ items: fc.array(fc.oneof(fc.jsonValue(), anyAnswers)) }),
            fc.record({ items: fc.jsonValue() }),
          ),
          (value) => {
            expect(typeof schema.safeParse(value).success).toBe('boolean');
          },
        ),
      );
    }
  });

  it('refuses any question id the section does not ask', () => {
    const unknownId = fc
      .oneof(fc.string(), fc.constantFrom('items', '__proto__', 'constructor', 'Name'))
      .filter((id) => !questionIds.includes(id) && id !== 'key');
    fc.assert(
      fc.property(unknownId, fc.constantFrom('', 'x', null), (id, value) => {
        expect(shape.safeParse({ [id]: value }).success).toBe(false);
        expect(
          sectionShapeSchema(everyKindRepeating).safeParse({ items: [{ key: 'a', [id]: value }] }).success,
        ).toBe(false);
      }),
    );
  });

  it('refuses any option value the question does not offer', () => {
    const unknownOption = fc
      .string()
      .filter((value) => !['', 'food', 'feed', 'chemistry', 'microbiology'].includes(value));
    fc.assert(
      fc.property(unknownOption, (value) => {
        expect(shape.safeParse({ sector: value }).success).toBe(false);
        expect(shape.safeParse({ areas: ['chemistry', value] }).success).toBe(false);
      }),
    );
  });
});

describe('the problem with an answer', () => {
  const problem = (input: QuestionInput, value: unknown) => answerProblem(questionOf(input), value, context);

  it.each([
    [name, 'Enter laboratory name'],
    [{ ...name, errorName: 'the name of your laboratory' }, 'Enter the name of your laboratory'],
    [{ id: 'history', kind: 'textarea', label: 'History' }, 'Enter history'],
    [{ id: 'staff', kind: 'number', label: 'Number of staff' }, 'Enter number of staff'],
    [{ id: 'accredited', kind: 'date', label: 'Date of accreditation' }, 'Enter date of accreditation'],
    [sector, 'Select sector'],
    [areas, 'Select at least one option for areas'],
    [certificate, 'Upload accreditation certificate'],
  ] as [QuestionInput, string][])('asks for a missing answer to %j', (question, message) => {
    for (const empty of [undefined, null, '', '   ', []]) expect(problem(question, empty)).toBe(message);
  });

  it('asks nothing of an optional question left empty', () => {
    expect(problem({ ...certificate, optional: true }, null)).toBeNull();
    expect(problem({ ...name, optional: true }, ' ')).toBeNull();
  });

  it('finds text longer than the question allows, once trimmed', () => {
    const history: QuestionInput = { id: 'history', kind: 'textarea', label: 'History', maxLength: 5 };
    expect(problem(history, ' 12345 ')).toBeNull();
    expect(problem(history, '123456')).toBe('History must be 5 characters or fewer');
    expect(problem({ ...name, maxLength: 5 }, '123456')).toBe(
      'Laboratory name must be 5 characters or fewer',
    );
    expect(problem({ ...name, maxLength: 10, format: 'postalCode' }, '018989')).toBeNull();
  });

  it('takes any answer to a textarea, radios or checkboxes the shape allowed', () => {
    expect(problem({ id: 'history', kind: 'textarea', label: 'History' }, 'Founded in 1990')).toBeNull();
    expect(problem(sector, 'food')).toBeNull();
    expect(problem(areas, ['chemistry'])).toBeNull();
    expect(problem(name, ' Acme Labs ')).toBeNull();
  });

  it.each([
    [
      'email',
      'name@example.com',
      'name@example',
      'Enter an email address in the correct format, like name@example.com',
    ],
    ['postalCode', ' 018989 ', '18989', 'Enter a postal code of 6 digits, like 018989'],
    ['telephone', '+65 6123 4567', '6123-4567', 'Enter a telephone number, like 6123 4567 or +65 6123 4567'],
    ['uen', 'T08LL1234A', '2019A', 'Enter a UEN of 9 or 10 characters, like 201912345A'],
  ] as const)('checks the format %s', (format, good, bad, message) => {
    expect(problem({ ...name, format }, good)).toBeNull();
    expect(problem({ ...name, format }, bad)).toBe(message);
  });

  describe('of a number', () => {
    const staff: QuestionInput = { id: 'staff', kind: 'number', label: 'Number of staff', min: 1, max: 500 };

    it.each([
      ['12', null],
      [' 12 ', null],
      ['-0.5', 'Number of staff must be 1 or more'],
      ['0', 'Number of staff must be 1 or more'],
      ['500.5', 'Number of staff must be 500 or less'],
      ['twelve', 'Number of staff must be a number'],
      ['1e3', 'Number of staff must be a number'],
      ['1,000', 'Number of staff must be a number'],
      ['12.', 'Number of staff must be a number'],
    ])('finds %j %s', (value, message) => {
      expect(problem(staff, value)).toBe(message);
    });

    it('may have to be whole', () => {
      expect(problem({ ...staff, integer: true }, '12.5')).toBe('Number of staff must be a whole number');
      expect(problem({ ...staff, integer: true }, '12.0')).toBeNull();
      expect(problem({ ...staff, min: undefined, max: undefined }, '-1000000.25')).toBeNull();
    });
  });

  describe('of a date', () => {
    const accredited: QuestionInput = { id: 'accredited', kind: 'date', label: 'Date of accreditation' };

    it.each(['2026-02-29', '15/03/2026', '2026-3-15', '2026-13-01', 'today'])(
      'finds %s not a real date',
      (value) => {
        expect(problem(accredited, value)).toBe('Date of accreditation must be a real date');
      },
    );

    it('takes a real date, whenever it is', () => {
      expect(problem(accredited, '2024-02-29')).toBeNull();
      expect(problem(accredited, '2999-12-31')).toBeNull();
    });

    it('may have to be today or before', () => {
      const past: QuestionInput = { ...accredited, relativeToToday: 'past' };
      expect(problem(past, context.today)).toBeNull();
      expect(problem(past, '2026-03-16')).toBe('Date of accreditation must be today or in the past');
    });

    it('may have to be today or after', () => {
      const future: QuestionInput = { ...accredited, relativeToToday: 'future' };
      expect(problem(future, context.today)).toBeNull();
      expect(problem(future, '2026-03-14')).toBe('Date of accreditation must be today or in the future');
    });
  });

  describe('of a file', () => {
    it.each([
      [AttachmentScanStatus.scanned, null],
      [undefined, 'Wait until accreditation certificate has been checked for viruses'],
      [AttachmentScanStatus.pendingScan, 'Wait until accreditation certificate has been checked for viruses'],
      [AttachmentScanStatus.suspicious, 'Accreditation certificate: the selected file contains a virus'],
      [
        AttachmentScanStatus.notScanned,
        'Accreditation certificate: the selected file could not be checked for viruses – try again',
      ],
      [
        AttachmentScanStatus.notScannedPasswordProtected,
        'Accreditation certificate: the selected file is password protected – remove the password and try again',
      ],
    ])('with scan status %s finds %s', (status, message) => {
      expect(problem(certificate, file(status))).toBe(message);
    });
  });
});

describe('the problems of a section', () => {
  it('are listed in the order of the questions, each at its question', () => {
    const answers = { name: '', staff: 'many', sector: 'food', accredited: '2026-01-01' };
    expect(sectionProblems(everyKind, answers, context)).toEqual([
      { path: 'name', message: 'Enter laboratory name' },
      { path: 'history', message: 'Enter history' },
      { path: 'staff', message: 'Staff must be a number' },
      { path: 'areas', message: 'Select at least one option for areas' },
      { path: 'certificate', message: 'Upload accreditation certificate' },
    ]);
  });

  it('ask for every required answer when nothing is saved', () => {
    for (const nothing of [undefined, null, 'answers', []]) {
      expect(sectionProblems(everyKind, nothing, context).map((found) => found.path)).toEqual([
        'name',
        'history',
        'staff',
        'accredited',
        'sector',
        'areas',
        'certificate',
      ]);
    }
  });

  describe('of a repeating section', () => {
    const scope = repeatingSection(
      [
        { id: 'analyte', kind: 'text', label: 'Analyte' },
        { id: 'unit', kind: 'text', label: 'Unit', optional: true },
        {
          id: 'accredited',
          kind: 'radios',
          label: 'Accredited',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        {
          id: 'certificate',
          kind: 'file',
          label: 'Certificate',
          when: { question: 'accredited', equals: 'yes' },
        },
      ],
      { minItems: 2 },
    );

    it('need their least number of items', () => {
      expect(sectionProblems(scope, { items: [] }, context)).toEqual([
        { path: 'items', message: 'Add at least 2 tests' },
      ]);
      expect(sectionProblems(scope, null, context)).toEqual([
        { path: 'items', message: 'Add at least 2 tests' },
      ]);
      expect(sectionProblems(scope, { items: 'two' }, context)).toEqual([
        { path: 'items', message: 'Add at least 2 tests' },
      ]);
      const one = sectionFrom({
        id: 'staff',
        title: 'Staff',
        kind: 'repeating',
        itemName: 'laboratory',
        questions: [name],
      });
      expect(sectionProblems(one, { items: [] }, context)).toEqual([
        { path: 'items', message: 'Add at least 1 laboratory' },
      ]);
      const none = sectionFrom({
        id: 'staff',
        title: 'Staff',
        kind: 'repeating',
        itemName: 'test',
        minItems: 0,
        questions: [name],
      });
      expect(sectionProblems(none, { items: [] }, context)).toEqual([]);
    });

    it('are found in each item, at the item’s index, conditions read within the item', () => {
      const items = [
        { key: 'a', analyte: 'Lead', accredited: 'yes' },
        { key: 'b', analyte: '', accredited: 'no' },
        { key: 'c', analyte: 'Arsenic', accredited: 'yes', certificate: file(2) },
        'not an item',
      ];
      expect(sectionProblems(scope, { items }, context)).toEqual([
        { path: 'items.0.certificate', message: 'Upload certificate' },
        { path: 'items.1.analyte', message: 'Enter analyte' },
        { path: 'items.2.certificate', message: 'Certificate: the selected file contains a virus' },
        { path: 'items.3.analyte', message: 'Enter analyte' },
        { path: 'items.3.accredited', message: 'Select accredited' },
      ]);
    });
  });
});

describe('the problems of a change of company details', () => {
  const change = questionsSection([
    {
      id: 'name',
      kind: 'text',
      label: 'New laboratory name',
      errorName: 'the new laboratory name',
      current: { section: 'laboratory', question: 'name' },
    },
    { id: 'block', kind: 'text', label: 'Block', current: { section: 'laboratory', question: 'block' } },
  ]);
  const nameOnly = questionsSection([change.questions[0] as QuestionInput]);
  const inForce = { laboratory: { name: 'Acme', block: '10' } };
  const against = { ...context, baseline: inForce };

  it('say so when nothing differs from the values in force, once, on the first question', () => {
    expect(sectionProblems(change, { name: 'Acme ', block: '10' }, against)).toEqual([
      {
        path: 'name',
        message: 'Change at least one of these details: they are all the same as the ones we hold',
      },
    ]);
    expect(sectionProblems(nameOnly, { name: 'Acme' }, against)).toEqual([
      { path: 'name', message: 'The new laboratory name must be different from the current one' },
    ]);
  });

  it('are none once one detail differs, and never without the values in force', () => {
    expect(sectionProblems(change, { name: 'Acme Labs', block: '10' }, against)).toEqual([]);
    expect(sectionProblems(change, { name: 'Acme', block: '10' }, context)).toEqual([]);
    // A detail left out differs from the one held: what is missing is asked for, not called unchanged.
    expect(sectionProblems(change, { name: 'Acme' }, against)).toEqual([
      { path: 'block', message: 'Enter block' },
    ]);
  });

  it('do not repeat a problem the question has already', () => {
    expect(
      sectionProblems(
        change,
        { name: '', block: '' },
        { ...context, baseline: { laboratory: { name: '' } } },
      ),
    ).toEqual([
      { path: 'name', message: 'Enter the new laboratory name' },
      { path: 'block', message: 'Enter block' },
    ]);
  });
});

describe('answerContext', () => {
  it('reads today in Singapore, whatever the server’s time zone', () => {
    expect(answerContext(new Date('2026-03-14T16:30:00Z'))).toEqual({ today: '2026-03-15', baseline: null });
    expect(answerContext(new Date('2026-03-14T15:59:00Z'), inForceForContext).baseline).toBe(
      inForceForContext,
    );
  });
});

const inForceForContext = { laboratory: { name: 'Acme' } };

describe('a section', () => {
  it('is started once any question is answered', () => {
    expect(isSectionStarted(everyKind, {})).toBe(false);
    expect(isSectionStarted(everyKind, { name: ' ', areas: [], certificate: null })).toBe(false);
    expect(isSectionStarted(everyKind, { areas: ['chemistry'] })).toBe(true);
    expect(isSectionStarted(everyKind, null)).toBe(false);
    expect(isSectionStarted(everyKind, { unknown: 'x' })).toBe(false);
  });

  it('is started, when repeating, once it has an item', () => {
    expect(isSectionStarted(everyKindRepeating, { items: [] })).toBe(false);
    expect(isSectionStarted(everyKindRepeating, { items: 'a' })).toBe(false);
    expect(isSectionStarted(everyKindRepeating, { items: [{ key: 'a' }] })).toBe(true);
  });
});

describe('the states of the sections', () => {
  const application = template([
    { id: 'company', title: 'Company', kind: 'questions', questions: [name] },
    {
      id: 'staff',
      title: 'Staff',
      kind: 'repeating',
      itemName: 'person',
      questions: [{ ...name, id: 'person', label: 'Name' }],
      dependsOn: ['company'],
    },
    { id: 'scope', title: 'Scope', kind: 'questions', questions: [areas], dependsOn: ['company', 'staff'] },
    { id: 'notes', title: 'Notes', kind: 'questions', questions: [{ ...name, id: 'notes', optional: true }] },
  ]);
  const labels = (saved: Parameters<typeof sectionStates>[1]) =>
    Object.values(sectionStates(application, saved, context)).map((state) => SECTION_STATE_LABELS[state]);

  it('are Not started, or Cannot start yet behind a section not completed, when nothing is saved', () => {
    expect(labels({})).toEqual(['Not started', 'Cannot start yet', 'Cannot start yet', 'Not started']);
  });

  it('are In progress once anything is answered, even confirmed, until valid', () => {
    expect(labels({ company: { answers: { name: 'Acme' }, confirmed: false } })[0]).toBe('In progress');
    expect(labels({ notes: { answers: { notes: 'x' }, confirmed: false } })[3]).toBe('In progress');
    const staff = { answers: { items: [{ key: 'a', person: '' }] }, confirmed: true };
    expect(labels({ company: { answers: { name: 'Acme' }, confirmed: true }, staff })).toEqual([
      'Completed',
      'In progress',
      'Cannot start yet',
      'Not started',
    ]);
  });

  it('are Completed only when confirmed and valid in full', () => {
    expect(labels({ company: { answers: { name: '' }, confirmed: true } })[0]).toBe('Not started');
    expect(labels({ notes: { answers: {}, confirmed: true } })[3]).toBe('Completed');
    expect(
      labels({
        company: { answers: { name: 'Acme' }, confirmed: true },
        staff: { answers: { items: [{ key: 'a', person: 'Tan' }] }, confirmed: true },
        scope: { answers: { areas: ['chemistry'] }, confirmed: true },
      }),
    ).toEqual(['Completed', 'Completed', 'Completed', 'Not started']);
  });

  it('Cannot start yet while a section it depends on is not Completed, whatever it holds', () => {
    const done = { answers: { items: [{ key: 'a', person: 'Tan' }] }, confirmed: true };
    expect(
      labels({
        company: { answers: { name: 'Acme' }, confirmed: false },
        staff: done,
        scope: { answers: { areas: ['chemistry'] }, confirmed: true },
      }),
    ).toEqual(['In progress', 'Cannot start yet', 'Cannot start yet', 'Not started']);
  });
});

describe('the problems of an application', () => {
  it('are every section’s, in order, naming the section', () => {
    const application = template([
      { id: 'company', title: 'Company', kind: 'questions', questions: [name] },
      {
        id: 'tests',
        title: 'Scope of tests',
        kind: 'repeating',
        itemName: 'test',
        questions: [{ id: 'analyte', kind: 'text', label: 'Analyte' }],
      },
    ]);
    expect(applicationProblems(application, { tests: { items: [{ key: 'a' }] } }, context)).toEqual([
      { sectionId: 'company', sectionTitle: 'Company', path: 'name', message: 'Enter laboratory name' },
      {
        sectionId: 'tests',
        sectionTitle: 'Scope of tests',
        path: 'items.0.analyte',
        message: 'Enter analyte',
      },
    ]);
    expect(
      applicationProblems(
        application,
        { company: { name: 'Acme' }, tests: { items: [{ key: 'a', analyte: 'Lead' }] } },
        context,
      ),
    ).toEqual([]);
  });
});

describe('the answers submitted', () => {
  const conditional = questionsSection([
    sector,
    { ...name, when: { question: 'sector', equals: 'food' } },
    { ...areas, optional: true },
    { ...certificate, when: { question: 'areas', includes: 'chemistry' } },
  ]);

  it('drop hidden and empty questions and trim text', () => {
    expect(
      submittedAnswers(conditional, { sector: 'feed', name: 'Acme', areas: [], certificate: file(3) }),
    ).toEqual({
      sector: 'feed',
    });
    expect(
      submittedAnswers(conditional, {
        sector: 'food',
        name: ' Acme ',
        areas: ['chemistry'],
        certificate: file(3),
      }),
    ).toEqual({
      sector: 'food',
      name: 'Acme',
      areas: ['chemistry'],
      certificate: file(3),
    });
  });

  it('drop questions the section does not ask', () => {
    expect(submittedAnswers(conditional, { colour: 'blue' })).toEqual({});
    expect(submittedAnswers(conditional, 'answers')).toEqual({});
  });

  it('keep each item with its key', () => {
    const scope = repeatingSection([
      { id: 'analyte', kind: 'text', label: 'Analyte' },
      { ...name, optional: true },
    ]);
    expect(
      submittedAnswers(scope, { items: [{ key: 'a', analyte: ' Lead ', name: '' }, null, { key: 'b' }] }),
    ).toEqual({
      items: [{ key: 'a', analyte: 'Lead' }, { key: 'b' }],
    });
    expect(submittedAnswers(scope, { items: 'none' })).toEqual({ items: [] });
    expect(submittedAnswers(scope, undefined)).toEqual({ items: [] });
  });
});

describe('the files of an application', () => {
  it('are every file answer, with the section and question it was given for', () => {
    const application = template([
      { id: 'company', title: 'Company', kind: 'questions', questions: [name, certificate] },
      {
        id: 'staff',
        title: 'Staff',
        kind: 'repeating',
        itemName: 'person',
        questions: [name, { ...certificate, id: 'cv', label: 'CV' }],
      },
      { id: 'other', title: 'Other', kind: 'questions', questions: [certificate] },
      { id: 'more', title: 'More', kind: 'repeating', itemName: 'thing', questions: [certificate] },
    ]);
    const cv = { ...file(3), attachmentId: '6f1c7a0e-9b2d-4c3e-8f4a-5b6c7d8e9f01' };
    const found = filesIn(application, {
      company: { name: 'Acme', certificate: file(1) },
      staff: {
        items: [
          { key: 'a', name: { attachmentId: 'x' }, cv },
          'item',
          { key: 'b', cv: null },
          { key: 'c', cv: { attachmentId: 7 } },
        ],
      },
      other: 'answers',
      more: { items: 'none' },
    });
    expect(found.map((entry) => [entry.sectionId, entry.question.id, entry.file.attachmentId])).toEqual([
      ['company', 'certificate', attachmentId],
      ['staff', 'cv', cv.attachmentId],
    ]);
  });

  it('accept the content types of their question', () => {
    const question = questionOf({ ...certificate, fileTypes: ['pdf', 'png'] });
    if (question.kind !== 'file') throw new Error('Expected a file question');
    expect(acceptedContentTypes(question)).toEqual(['application/pdf', 'image/png']);
  });
});

describe('withAttachmentStatuses', () => {
  const statusOf = (id: string) => (id === attachmentId ? AttachmentScanStatus.suspicious : undefined);

  it('refreshes the scan status of every file answer it knows, wherever it is', () => {
    const other = { ...file(1), attachmentId: '6f1c7a0e-9b2d-4c3e-8f4a-5b6c7d8e9f01' };
    const answers = {
      company: { name: 'Acme', certificate: file(1) },
      staff: { items: [{ key: 'a', cv: file(), other }] },
    };
    expect(withAttachmentStatuses(answers, statusOf)).toEqual({
      company: { name: 'Acme', certificate: file(2) },
      staff: { items: [{ key: 'a', cv: file(2), other }] },
    });
    expect(answers.company.certificate).toEqual(file(1));
  });

  it('leaves alone what is not a file answer', () => {
    const answers = { a: null, b: 'x', c: [1, 'y'], d: { attachmentId }, e: { displayFileName: 'a.pdf' } };
    expect(withAttachmentStatuses(answers, statusOf)).toEqual(answers);
  });
});

describe('isIsoDate', () => {
  it('takes a real date written yyyy-mm-dd', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 2026-01-01')).toBe(false);
  });

  it('takes every day of years 1 to 9999', () => {
    fc.assert(fc.property(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), (day) => isIsoDate(isoDayOf(day))));
  });
});

describe('plural', () => {
  it.each([
    ['test', 'tests'],
    ['inspector', 'inspectors'],
    ['laboratory', 'laboratories'],
    ['day', 'days'],
    ['address', 'addresses'],
    ['batch', 'batches'],
    ['dish', 'dishes'],
    ['box', 'boxes'],
  ])('of %s is %s', (noun, nouns) => {
    expect(plural(noun)).toBe(nouns);
  });
});

describe('isRecord', () => {
  it('is true of objects only', () => {
    expect([{}, { a: 1 }, [], null, 'a', 1].map(isRecord)).toEqual([true, true, false, false, false, false]);
  });
});

// Properties of the engine over arbitrary templates and answers.

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2000, 0, 1) / DAY - 730_119; // 0001-01-01
const LAST_DAY = Date.UTC(9999, 11, 31) / DAY;
function isoDayOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

const idArb = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,9}$/).filter((id) => id !== 'key');
const labelArb = fc.string({ minLength: 1, maxLength: 20 });
const optionsArb = (minLength: number) =>
  fc.uniqueArray(fc.record({ value: idArb, label: labelArb }), {
    selector: (option) => option.value,
    minLength,
    maxLength: 4,
  });

/** Every kind of question, with every setting it may have or leave out (without id nor condition). */
const questionDraftArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .record(
      {
        kind: fc.constant('text'),
        maxLength: fc.integer({ min: 1, max: 1000 }),
        format: fc.constantFrom(...TEXT_FORMATS),
        width: fc.constantFrom('short', 'medium', 'full'),
      },
      { requiredKeys: ['kind'] },
    )
    .map((draft) => (draft.format && draft.maxLength ? { ...draft, maxLength: 1000 } : draft)),
  fc.record(
    { kind: fc.constant('textarea'), maxLength: fc.integer({ min: 1, max: 10_000 }) },
    { requiredKeys: ['kind'] },
  ),
  fc
    .record(
      {
        kind: fc.constant('number'),
        min: fc.integer({ min: -1000, max: 1000 }),
        max: fc.integer({ min: -1000, max: 1000 }),
        integer: fc.boolean(),
        suffix: fc.string({ maxLength: 8 }),
      },
      { requiredKeys: ['kind'] },
    )
    .map((draft) =>
      draft.min !== undefined && draft.max !== undefined && draft.min > draft.max
        ? { ...draft, min: draft.max, max: draft.min }
        : draft,
    ),
  fc.record(
    { kind: fc.constant('date'), relativeToToday: fc.constantFrom('past', 'future') },
    { requiredKeys: ['kind'] },
  ),
  fc.record({ kind: fc.constant('radios'), options: optionsArb(2) }),
  fc.record({ kind: fc.constant('checkboxes'), options: optionsArb(1) }),
  fc.record(
    {
      kind: fc.constant('file'),
      fileTypes: fc.subarray(['pdf', 'jpg', 'png'], { minLength: 1 }),
      maxMb: fc.integer({ min: 1, max: 50 }),
      documentKind: fc.constant('sac-cv'),
    },
    { requiredKeys: ['kind'] },
  ),
);

const commonArb = fc.record(
  { label: labelArb, hint: fc.string(), optional: fc.boolean(), errorName: labelArb },
  { requiredKeys: ['label'] },
);

/** Questions with distinct ids, some shown only on an earlier (unconditional) radios or checkboxes answer. */
const questionsArb: fc.Arbitrary<QuestionInput[]> = fc
  .array(fc.tuple(questionDraftArb, commonArb, fc.option(fc.tuple(fc.nat(), fc.nat()))), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((drafts) =>
    fc.uniqueArray(idArb, { minLength: drafts.length, maxLength: drafts.length }).map((ids) => {
      const built: Record<string, unknown>[] = [];
      for (const [index, [draft, common, pick]] of drafts.entries()) {
        const controllers = built.filter(
          (question) => !question.when && (question.kind === 'radios' || question.kind === 'checkboxes'),
        );
        const controller =
          pick && controllers.length > 0 ? controllers[pick[0] % controllers.length] : undefined;
        const options = (controller?.options ?? []) as { value: string }[];
        const value = options[(pick?.[1] ?? 0) % Math.max(options.length, 1)]?.value;
        const when =
          controller && value !== undefined
            ? controller.kind === 'radios'
              ? { question: controller.id, equals: value }
              : { question: controller.id, includes: value }
            : undefined;
        built.push({ ...draft, ...common, id: ids[index], ...(when ? { when } : {}) });
      }
      return built as QuestionInput[];
    }),
  );

const sectionArb: fc.Arbitrary<Section> = fc.oneof(
  questionsArb.map((questions) => questionsSection(questions)),
  fc
    .tuple(questionsArb, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 197 }), fc.boolean())
    .map(([questions, minItems, extra, defaults]) =>
      defaults
        ? repeatingSection(questions)
        : repeatingSection(questions, { minItems, maxItems: Math.max(minItems, 1) + extra }),
    ),
);

const nonBlank = (maxLength: number) =>
  fc.string({ minLength: 1, maxLength }).filter((text) => text.trim() !== '');
const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' '), text, fc.constantFrom('', '  '))
    .map(([before, middle, after]) => `${before}${middle}${after}`);
const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));
const upper = fc.stringMatching(/^[A-Z]$/);

const formattedArb = {
  email: fc.emailAddress().filter((email) => email.length <= 200),
  postalCode: digits(6),
  telephone: fc.oneof(
    digits(8).map((number) => `${number.slice(0, 4)} ${number.slice(4)}`),
    digits(8).map((number) => `+65 ${number}`),
  ),
  uen: fc.oneof(
    fc.tuple(digits(8), upper).map(([number, letter]) => `${number}${letter}`),
    fc.tuple(digits(9), upper).map(([number, letter]) => `${number}${letter}`),
    fc
      .tuple(fc.constantFrom('T', 'S', 'R'), digits(2), fc.stringMatching(/^[A-Z]{2}$/), digits(4), upper)
      .map((parts) => parts.join('')),
  ),
};

/** Decimal text (as a person types it) of a number from `min` to `max`. */
function numberTextArb(min: number, max: number, integer: boolean): fc.Arbitrary<string> {
  const whole = fc.integer({ min, max }).map(String);
  return integer
    ? whole
    : fc.oneof(
        whole,
        fc.integer({ min: min * 100, max: max * 100 }).map((cents) => (cents / 100).toFixed(2)),
      );
}

function dayOf(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / DAY;
}

/** An answer that completes the question. */
function validAnswerArb(question: Question, today: string): fc.Arbitrary<AnswerValue> {
  switch (question.kind) {
    case 'text':
      return question.format ? padded(formattedArb[question.format]) : nonBlank(question.maxLength);
    case 'textarea':
      return nonBlank(Math.min(question.maxLength, 300));
    case 'number':
      return numberTextArb(question.min ?? -1_000_000, question.max ?? 1_000_000, question.integer ?? false);
    case 'date': {
      const min = question.relativeToToday === 'future' ? dayOf(today) : FIRST_DAY;
      const max = question.relativeToToday === 'past' ? dayOf(today) : LAST_DAY;
      return fc.integer({ min, max }).map(isoDayOf);
    }
    case 'radios':
      return fc.constantFrom(...question.options.map((option) => option.value));
    case 'checkboxes':
      return fc.subarray(
        question.options.map((option) => option.value),
        { minLength: 1 },
      );
    case 'file':
      return fc.record({
        attachmentId: fc.uuid(),
        displayFileName: fc.string({ minLength: 1, maxLength: 255 }),
        fileSize: fc.nat(),
        attachmentStatus: fc.constant(AttachmentScanStatus.scanned),
      });
  }
}

const emptyAnswerOf = (question: Question): AnswerValue =>
  question.kind === 'checkboxes' ? [] : question.kind === 'file' ? null : '';

/** Answers to every question, valid; an optional question may be left out or empty. */
function validAnswersArb(
  questions: readonly Question[],
  today: string,
): fc.Arbitrary<Record<string, AnswerValue>> {
  return fc.record(
    Object.fromEntries(
      questions.map((question) => [
        question.id,
        question.optional
          ? fc.oneof(validAnswerArb(question, today), fc.constant(emptyAnswerOf(question)))
          : validAnswerArb(question, today),
      ]),
    ),
    { requiredKeys: questions.filter((question) => !question.optional).map((question) => question.id) },
  );
}

function validSectionAnswersArb(section: Section, today: string): fc.Arbitrary<SectionAnswers> {
  if (section.kind === 'questions') return validAnswersArb(section.questions, today);
  return fc
    .uniqueArray(fc.stringMatching(/^[\w-]{1,64}$/), {
      minLength: section.minItems,
      maxLength: Math.min(section.maxItems, section.minItems + 3),
    })
    .chain((keys) =>
      fc.tuple(
        ...keys.map((key) =>
          validAnswersArb(section.questions, today).map((answers) => ({ ...answers, key })),
        ),
      ),
    )
    .map((items) => ({ items }));
}

/** The records of a section's answers: the answers themselves, or each item. */
const recordsOf = (
  section: Section,
  answers: SectionAnswers,
): readonly Readonly<Record<string, unknown>>[] =>
  section.kind === 'questions' ? [answers] : (answers as RepeatingAnswers).items;

const casesArb = sectionArb.chain((section) =>
  fc
    .integer({ min: dayOf('1990-01-01'), max: dayOf('2100-12-31') })
    .map(isoDayOf)
    .chain((today) => validSectionAnswersArb(section, today).map((answers) => ({ section, today, answers }))),
);

describe('a value the schema accepts', () => {
  it('always renders and round-trips through save', () => {
    fc.assert(
      fc.property(casesArb, ({ section, today, answers }) => {
        const shape = sectionShapeSchema(section);
        expect(shape.parse(answers)).toEqual(answers);
        expect(sectionProblems(section, answers, { today })).toEqual([]);
        for (const record of recordsOf(section, answers)) {
          for (const question of section.questions) {
            const value = record[question.id];
            if (isShown(question.when, record) && !isEmptyAnswer(value)) {
              expect(answerText(question, value)).not.toBe('');
            }
          }
        }
        const stored: unknown = JSON.parse(JSON.stringify(answers));
        expect(shape.parse(stored)).toEqual(answers);
        expect(sectionProblems(section, stored, { today })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('stays complete, and a valid save, once submitted', () => {
    fc.assert(
      fc.property(casesArb, ({ section, today, answers }) => {
        const submitted = submittedAnswers(section, answers);
        expect(sectionShapeSchema(section).safeParse(submitted).success).toBe(true);
        expect(sectionProblems(section, submitted, { today })).toEqual([]);
        expect(submittedAnswers(section, submitted)).toEqual(submitted);
      }),
    );
  });
});

describe('conditions', () => {
  const controllerAnswerArb = fc.oneof(
    fc.constantFrom(undefined, null, '', 'food', 'feed', 'chemistry', 'microbiology', ' food'),
    fc.subarray(['food', 'chemistry', 'microbiology']),
    fc.string(),
    fc.jsonValue(),
  );
  const dependentAnswerArb = fc.constantFrom(undefined, '', '  ', 'Acme', ' Acme ');
  const dependent = (when: QuestionInput['when']): QuestionInput => ({
    id: 'dependent',
    kind: 'text',
    label: 'Dependent',
    when,
  });

  it.each([
    ['equals', sector, { question: 'sector', equals: 'food' }, (answer: unknown) => answer === 'food'],
    [
      'includes',
      areas,
      { question: 'areas', includes: 'chemistry' },
      (answer: unknown) => Array.isArray(answer) && answer.includes('chemistry'),
    ],
  ] as const)('on %s hide and show exactly what they say', (_, controller, when, holds) => {
    const section = questionsSection([controller, dependent(when)]);
    fc.assert(
      fc.property(controllerAnswerArb, dependentAnswerArb, (controlling, answer) => {
        const answers = { [controller.id]: controlling, dependent: answer };
        const shown = holds(controlling);
        const required = sectionProblems(section, answers, context).some(
          (found) => found.path === 'dependent',
        );
        expect(required).toBe(shown && isEmptyAnswer(answer));
        const submitted = submittedAnswers(section, answers) as Record<string, unknown>;
        expect('dependent' in submitted).toBe(shown && !isEmptyAnswer(answer));
      }),
    );
  });
});
