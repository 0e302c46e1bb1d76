import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import {
  errorNameOf,
  type FormTemplateInput,
  formTemplateSchema,
  type Question,
  type RepeatingSection,
  type Section,
  sectionOf,
  summaryQuestionsOf,
} from './form-template.js';
import { Programme } from './programme.js';

type SectionInput = FormTemplateInput['sections'][number];
type QuestionInput = SectionInput['questions'][number];

const laboratory: SectionInput = {
  id: 'laboratory',
  title: 'Laboratory details',
  kind: 'questions',
  questions: [{ id: 'name', kind: 'text', label: 'Laboratory name' }],
};

const tests: SectionInput = {
  id: 'tests',
  title: 'Scope of tests',
  kind: 'repeating',
  itemName: 'test',
  questions: [
    { id: 'analyte', kind: 'text', label: 'Analyte' },
    { id: 'method', kind: 'text', label: 'Method' },
    { id: 'matrix', kind: 'text', label: 'Matrix' },
  ],
};

/** A template as the regulator would write it, with `overrides` on top. */
function input(overrides: Partial<FormTemplateInput> = {}): FormTemplateInput {
  return {
    programme: Programme.LRP,
    form: 'new',
    category: ApplicationCategory.new,
    title: 'Apply for recognition',
    introduction: ['You will need your accreditation certificate.'],
    fees: [{ item: 'Application fee', amountSgd: 500 }],
    timelines: ['We decide within 30 working days.'],
    sections: [laboratory],
    declaration: { statements: ['The information I have given is true.'] },
    ...overrides,
  };
}

const template = (overrides: Partial<FormTemplateInput> = {}) => formTemplateSchema.parse(input(overrides));

/** What the schema says is wrong with a template, as `path: message`. */
function refusals(overrides: Partial<FormTemplateInput>): string[] {
  const result = formTemplateSchema.safeParse(input(overrides));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const withQuestions = (questions: QuestionInput[]): Partial<FormTemplateInput> => ({
  sections: [{ ...laboratory, questions }],
});

function repeatingOf(section: SectionInput): RepeatingSection {
  const [parsed] = template({ sections: [section] }).sections;
  if (parsed?.kind !== 'repeating') throw new Error('Expected a repeating section');
  return parsed;
}

function questionOf(question: QuestionInput): Question {
  const [section] = template(withQuestions([question])).sections;
  const [parsed] = section?.questions ?? [];
  if (!parsed) throw new Error('Expected a question');
  return parsed;
}

describe('a programme application template', () => {
  it('fills in what a template leaves out', () => {
    const parsed = template({
      sections: [
        {
          ...laboratory,
          questions: [
            { id: 'name', kind: 'text', label: 'Laboratory name' },
            { id: 'history', kind: 'textarea', label: 'History' },
            { id: 'certificate', kind: 'file', label: 'Accreditation certificate' },
          ],
        },
        tests,
      ],
    });
    expect(parsed.prefill).toBe('none');
    const [details, scope] = parsed.sections as [Section, RepeatingSection];
    expect(details.questions).toMatchObject([
      { kind: 'text', maxLength: 200 },
      { kind: 'textarea', maxLength: 2000 },
      { kind: 'file', fileTypes: ['pdf'], maxMb: 10 },
    ]);
    expect(scope).toMatchObject({ minItems: 1, maxItems: 50 });
  });

  it('accepts every kind of question', () => {
    const parsed = template(
      withQuestions([
        { id: 'name', kind: 'text', label: 'Name', format: 'email', width: 'medium', maxLength: 100 },
        { id: 'notes', kind: 'textarea', label: 'Notes', optional: true, hint: 'In a few words' },
        { id: 'staff', kind: 'number', label: 'Staff', min: 1, max: 500, integer: true, suffix: 'people' },
        { id: 'accredited', kind: 'date', label: 'Accredited on', relativeToToday: 'past' },
        {
          id: 'sector',
          kind: 'radios',
          label: 'Sector',
          options: [
            { value: 'food', label: 'Food' },
            { value: 'feed', label: 'Feed', hint: 'For animals' },
          ],
        },
        {
          id: 'areas',
          kind: 'checkboxes',
          label: 'Areas',
          options: [{ value: 'chemistry', label: 'Chemistry' }],
        },
        {
          id: 'cv',
          kind: 'file',
          label: 'CV',
          fileTypes: ['pdf', 'jpg'],
          maxMb: 5,
          documentKind: 'sac-cv',
          when: { question: 'areas', includes: 'chemistry' },
          current: { section: 'laboratory', question: 'name' },
        },
      ]),
    );
    expect(parsed.sections[0]?.questions.map((question) => question.kind)).toEqual([
      'text',
      'textarea',
      'number',
      'date',
      'radios',
      'checkboxes',
      'file',
    ]);
  });

  it.each(['Name', '1st', 'lab-name', 'lab_name', 'a'.repeat(41), ''])('refuses the id "%s"', (id) => {
    expect(refusals(withQuestions([{ id, kind: 'text', label: 'Name' }]))).toEqual([
      'sections.0.questions.0.id: Use letters and digits in lower camel case',
    ]);
  });

  it('refuses properties it does not know, such as a misspelt one', () => {
    const misspelt = { id: 'name', kind: 'text', label: 'Name', optinal: true } as QuestionInput;
    expect(refusals(withQuestions([misspelt]))).toHaveLength(1);
  });

  it('needs two options for radios and one for checkboxes', () => {
    const option = { value: 'yes', label: 'Yes' };
    expect(
      refusals(withQuestions([{ id: 'a', kind: 'radios', label: 'A', options: [option] }])),
    ).toHaveLength(1);
    expect(refusals(withQuestions([{ id: 'a', kind: 'checkboxes', label: 'A', options: [option] }]))).toEqual(
      [],
    );
    expect(refusals(withQuestions([{ id: 'a', kind: 'checkboxes', label: 'A', options: [] }]))).toHaveLength(
      1,
    );
  });

  it('takes a condition on equals or includes, not both', () => {
    const both = { question: 'name', equals: 'a', includes: 'a' } as unknown as QuestionInput['when'];
    const name: QuestionInput = { id: 'name', kind: 'text', label: 'Name' };
    expect(refusals(withQuestions([name, { id: 'b', kind: 'text', label: 'B', when: both }]))).toHaveLength(
      1,
    );
  });
});

describe('the cross-checks of a template', () => {
  it('refuse two sections with the same id', () => {
    expect(refusals({ sections: [laboratory, tests, laboratory] })).toEqual([
      'sections.2.id: Two sections are "laboratory"',
    ]);
  });

  it('refuse two questions of a section with the same id', () => {
    const name: QuestionInput = { id: 'name', kind: 'text', label: 'Name' };
    expect(refusals(withQuestions([name, { ...name, label: 'Other name' }]))).toEqual([
      'sections.0.questions.1.id: Two questions are "name"',
    ]);
  });

  it('refuse a section depending on itself, a later section or none at all', () => {
    expect(
      refusals({
        sections: [
          { ...laboratory, dependsOn: ['laboratory'] },
          { ...tests, dependsOn: ['laboratory', 'staff', 'nothing'] },
          { ...laboratory, id: 'staff', dependsOn: ['laboratory', 'tests'] },
        ],
      }),
    ).toEqual([
      'sections.0.dependsOn: "laboratory" is not an earlier section',
      'sections.1.dependsOn: "staff" is not an earlier section',
      'sections.1.dependsOn: "nothing" is not an earlier section',
    ]);
  });

  it('refuse a condition on the question itself, a later question or no question', () => {
    const text = (id: string, when?: QuestionInput['when']): QuestionInput =>
      when ? { id, kind: 'text', label: id, when } : { id, kind: 'text', label: id };
    expect(
      refusals(
        withQuestions([
          text('first', { question: 'second', equals: 'x' }),
          text('second', { question: 'second', equals: 'x' }),
          text('third', { question: 'missing', includes: 'x' }),
          text('fourth'),
          text('fifth', { question: 'fourth', equals: 'x' }),
        ]),
      ),
    ).toEqual([
      'sections.0.questions.0.when: "second" is not an earlier question of the section',
      'sections.0.questions.1.when: "second" is not an earlier question of the section',
      'sections.0.questions.2.when: "missing" is not an earlier question of the section',
    ]);
  });

  it('refuse a condition on a question shown only on a condition itself', () => {
    const sector: QuestionInput = {
      id: 'sector',
      kind: 'radios',
      label: 'Sector',
      options: [
        { value: 'food', label: 'Food' },
        { value: 'feed', label: 'Feed' },
      ],
    };
    const conditional = (id: string, on: string): QuestionInput => ({
      ...sector,
      id,
      when: { question: on, equals: 'food' },
    });
    expect(
      refusals(
        withQuestions([
          sector,
          conditional('second', 'sector'),
          conditional('third', 'second'),
          conditional('fourth', 'sector'),
        ]),
      ),
    ).toEqual(['sections.0.questions.2.when: "second" is itself shown on a condition']);
  });

  it('check the questions of a repeating section the same way', () => {
    const [analyte] = tests.questions;
    expect(
      refusals({
        sections: [
          {
            ...tests,
            questions: [
              { id: 'method', kind: 'text', label: 'Method', when: { question: 'analyte', equals: 'x' } },
              analyte as QuestionInput,
            ],
          },
        ],
      }),
    ).toEqual(['sections.0.questions.0.when: "analyte" is not an earlier question of the section']);
  });

  it('refuse a summary naming no question of the section', () => {
    expect(refusals({ sections: [{ ...tests, summary: ['analyte', 'unit'] }] })).toEqual([
      'sections.0.summary: "unit" is not a question',
    ]);
  });

  it('refuse more items needed than allowed', () => {
    expect(refusals({ sections: [{ ...tests, minItems: 3, maxItems: 2 }] })).toEqual([
      'sections.0.minItems: minItems exceeds maxItems',
    ]);
    expect(refusals({ sections: [{ ...tests, minItems: 2, maxItems: 2 }] })).toEqual([]);
    expect(refusals({ sections: [{ ...tests, minItems: 51 }] })).toEqual([
      'sections.0.minItems: minItems exceeds maxItems',
    ]);
  });

  it('refuse a question called "key", where an item keeps its identity', () => {
    expect(refusals(withQuestions([{ id: 'key', kind: 'text', label: 'Key' }]))).toEqual([
      'sections.0.questions.0.id: A question may not be called "key"',
    ]);
  });
});

describe('sectionOf', () => {
  it('finds a section by id, or none', () => {
    const parsed = template({ sections: [laboratory, tests] });
    expect(sectionOf(parsed, 'tests')?.title).toBe('Scope of tests');
    expect(sectionOf(parsed, 'staff')).toBeNull();
  });
});

describe('summaryQuestionsOf', () => {
  it('names an item by its first question unless the template says otherwise', () => {
    expect(summaryQuestionsOf(repeatingOf(tests)).map((question) => question.id)).toEqual(['analyte']);
  });

  it('keeps the order of the questions, whatever the order of the summary', () => {
    const section = repeatingOf({ ...tests, summary: ['matrix', 'analyte'] });
    expect(summaryQuestionsOf(section).map((question) => question.id)).toEqual(['analyte', 'matrix']);
  });
});

describe('errorNameOf', () => {
  it('is the label starting in lower case', () => {
    expect(errorNameOf(questionOf({ id: 'name', kind: 'text', label: 'Laboratory name' }))).toBe(
      'laboratory name',
    );
  });

  it('is the template’s own words when it gives them', () => {
    const question = questionOf({
      id: 'name',
      kind: 'text',
      label: 'What is the laboratory called?',
      errorName: 'the laboratory name',
    });
    expect(errorNameOf(question)).toBe('the laboratory name');
  });
});
