import {
  ALL_APPLICATION_FORMS,
  ApplicationCategory,
  type FormTemplate,
  type Programme,
  type Question,
  type Section,
} from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { builtInTemplates, parseTemplateDocument } from './built-in-templates.js';

const templates = builtInTemplates();

const newFormOf = (programme: Programme): FormTemplate => {
  const found = templates.find(
    (template) => template.programme === programme && template.category === ApplicationCategory.new,
  );
  if (!found) throw new Error(`No New form of programme ${programme}`);
  return found;
};

const sectionOf = (template: FormTemplate, id: string): Section | undefined =>
  template.sections.find((section) => section.id === id);

/** What other code relies on in a section: its kind and its questions' ids and kinds, in order. */
const shapeOf = (section: Section) => ({
  kind: section.kind,
  questions: section.questions.map((question) => ({ id: question.id, kind: question.kind })),
});

const questionsOf = (template: FormTemplate): { section: Section; question: Question }[] =>
  template.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));

const named = (template: FormTemplate) => `${template.programme}/${template.form}`;

describe('builtInTemplates', () => {
  it('has one template for each of the fifteen forms, matching its programme, form and category', () => {
    expect(templates).toHaveLength(15);
    expect(ALL_APPLICATION_FORMS).toHaveLength(15);
    expect(templates.map((template) => [template.programme, template.form, template.category])).toEqual(
      ALL_APPLICATION_FORMS.map((form) => [form.programme, form.slug, form.category]),
    );
  });

  it('prefills every form but the New ones from the recognised application', () => {
    for (const template of templates) {
      expect(template.prefill, named(template)).toBe(
        template.category === ApplicationCategory.new ? 'none' : 'recognised',
      );
    }
  });

  it('gives each question of a section its own label, so a person (and a test) can tell them apart', () => {
    for (const template of templates) {
      for (const section of template.sections) {
        const labels = section.questions.map((question) => question.label);
        expect(new Set(labels).size, `${named(template)} ${section.id}`).toBe(labels.length);
      }
    }
  });

  it('asks for files as PDF at most 10 MB, CVs and certificates possibly as images', () => {
    for (const template of templates) {
      for (const { section, question } of questionsOf(template)) {
        if (question.kind !== 'file') continue;
        const where = `${named(template)} ${section.id}.${question.id}`;
        expect(question.fileTypes, where).toContain('pdf');
        expect(question.maxMb, where).toBeLessThanOrEqual(10);
      }
    }
  });

  it('asks a renewal every section of its New form, with the same questions', () => {
    for (const renewal of templates.filter((t) => t.category === ApplicationCategory.renewal)) {
      const original = newFormOf(renewal.programme);
      for (const section of original.sections) {
        const renewed = sectionOf(renewal, section.id);
        expect(renewed, `${named(renewal)} ${section.id}`).toBeDefined();
        expect(shapeOf(renewed as Section), `${named(renewal)} ${section.id}`).toEqual(shapeOf(section));
      }
      expect(sectionOf(renewal, 'renewalConfirmation'), named(renewal)).toBeDefined();
    }
  });

  it('asks a change of scope the same scope section as its New form', () => {
    const scopeSectionOf: Record<number, string> = { 1: 'tests', 2: 'scope', 3: 'scope' };
    for (const change of templates.filter((t) => t.category === ApplicationCategory.changeOfScope)) {
      const id = scopeSectionOf[change.programme] as string;
      const original = sectionOf(newFormOf(change.programme), id) as Section;
      const changed = sectionOf(change, id);
      expect(changed, named(change)).toBeDefined();
      expect(shapeOf(changed as Section), named(change)).toEqual(shapeOf(original));
      expect(sectionOf(change, 'scopeChange'), named(change)).toBeDefined();
    }
    const lrpTests = sectionOf(newFormOf(1), 'tests');
    expect(lrpTests?.kind).toBe('repeating');
    const lrpScopeChange = templates.find((t) => t.programme === 1 && t.form === 'change-of-scope');
    expect(lrpScopeChange && sectionOf(lrpScopeChange, 'tests')).toMatchObject({ component: 'scope-editor' });
  });

  it('starts each change of company details or information from sections of the New form', () => {
    for (const change of templates.filter((t) => t.category === ApplicationCategory.changeOfCompanyDetails)) {
      const original = newFormOf(change.programme);
      const current = questionsOf(change).filter(({ question }) => question.current);
      const repeated = change.sections.filter((section) => sectionOf(original, section.id));
      expect(current.length + repeated.length, named(change)).toBeGreaterThan(0);
      for (const section of repeated) {
        expect(shapeOf(section), `${named(change)} ${section.id}`).toEqual(
          shapeOf(sectionOf(original, section.id) as Section),
        );
      }
    }
  });

  it('points every value in force at a question of its New form', () => {
    for (const template of templates) {
      const original = newFormOf(template.programme);
      for (const { section, question } of questionsOf(template)) {
        if (!question.current) continue;
        const where = `${named(template)} ${section.id}.${question.id}`;
        const source = sectionOf(original, question.current.section);
        expect(source?.kind, where).toBe('questions');
        const sourceQuestion = source?.questions.find(
          (candidate) => candidate.id === question.current?.question,
        );
        expect(sourceQuestion, where).toBeDefined();
        expect(sourceQuestion?.kind, where).toBe(question.kind);
      }
    }
  });

  it('asks each New form for at least one list, and LRP New for CVs that officers can download', () => {
    for (const template of templates.filter((t) => t.category === ApplicationCategory.new)) {
      expect(
        template.sections.some((section) => section.kind === 'repeating'),
        named(template),
      ).toBe(true);
    }
    const cvs = questionsOf(newFormOf(1)).filter(
      ({ question }) => question.kind === 'file' && question.documentKind === 'sac-cv',
    );
    expect(cvs.map(({ section, question }) => `${section.id}.${question.id}`)).toEqual(['personnel.cv']);
  });
});

describe('parseTemplateDocument', () => {
  const valid = {
    programme: 1,
    form: 'new',
    category: 1,
    title: 'LRP New Application',
    introduction: ['Apply.'],
    fees: [],
    timelines: [],
    sections: [
      {
        id: 'laboratory',
        kind: 'questions',
        title: 'Laboratory details',
        questions: [{ id: 'name', kind: 'text', label: 'Laboratory name' }],
      },
    ],
    declaration: { statements: ['It is true.'] },
  };

  it('fills in the defaults of a valid document', () => {
    const template = parseTemplateDocument(JSON.stringify(valid), 'valid.json');
    expect(template.prefill).toBe('none');
    expect(template.sections[0]?.questions[0]).toMatchObject({ kind: 'text', maxLength: 200 });
  });

  it('refuses a question of an unknown kind, naming the file and the path', () => {
    const broken = structuredClone(valid);
    (broken.sections[0]?.questions[0] as { kind: string }).kind = 'slider';
    expect(() => parseTemplateDocument(JSON.stringify(broken), 'broken.json')).toThrow(
      /^broken\.json is not a valid application template:\n {2}sections\.0\.questions\.0\.kind: /,
    );
  });

  it('refuses a condition on a later question, naming the path', () => {
    const broken = structuredClone(valid) as typeof valid & {
      sections: { questions: Record<string, unknown>[] }[];
    };
    broken.sections[0]?.questions.unshift({
      id: 'notes',
      kind: 'text',
      label: 'Notes',
      when: { question: 'name', equals: 'x' },
    });
    expect(() => parseTemplateDocument(JSON.stringify(broken), 'broken.json')).toThrow(
      'sections.0.questions.0.when: "name" is not an earlier question of the section',
    );
  });

  it('refuses a document that is not JSON, naming the file', () => {
    expect(() => parseTemplateDocument('{ "programme": 1,', 'truncated.json')).toThrow(
      /^truncated\.json is not valid JSON: /,
    );
  });
});
