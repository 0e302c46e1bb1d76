import { Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { checkTemplateJson, issuesOfRefusal, templateJsonOf, WHOLE_TEMPLATE } from './template-json';

const LRP_NEW = { programme: Programme.LRP, slug: 'new' } as const;

const template = {
  programme: 1,
  form: 'new',
  category: 1,
  title: 'LRP New Application',
  introduction: ['Apply for recognition.'],
  fees: [{ item: 'Application fee', amountSgd: 500 }],
  timelines: ['We reply within 3 working days'],
  sections: [
    {
      id: 'laboratory',
      kind: 'questions',
      title: 'Laboratory details',
      questions: [{ id: 'name', kind: 'text', label: 'Laboratory name' }],
    },
  ],
  declaration: { statements: ['The answers are true.'] },
};

describe('checkTemplateJson', () => {
  it('reads a valid template with its defaults filled in, ready to preview', () => {
    const check = checkTemplateJson(JSON.stringify(template), LRP_NEW);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.template.prefill).toBe('none');
    expect(check.template.sections[0]?.questions[0]).toMatchObject({
      label: 'Laboratory name',
      maxLength: 200,
    });
    // What the editor starts from reads back as the same template.
    expect(checkTemplateJson(templateJsonOf(check.template), LRP_NEW)).toEqual(check);
  });

  it('says where the JSON is broken', () => {
    const check = checkTemplateJson('{ "programme": 1,', LRP_NEW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues).toHaveLength(1);
    expect(check.issues[0]?.path).toBe(WHOLE_TEMPLATE);
    expect(check.issues[0]?.message).toMatch(/^The text is not valid JSON: /);
  });

  it("names each of the schema's issues by its path", () => {
    const [section] = template.sections;
    const broken = {
      ...template,
      sections: [
        { ...section, id: 'Laboratory Details', questions: [{ id: 'name', kind: 'text', label: '' }] },
      ],
    };
    const check = checkTemplateJson(JSON.stringify(broken), LRP_NEW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.map((issue) => issue.path).sort()).toEqual([
      'sections.0.id',
      'sections.0.questions.0.label',
    ]);
  });

  it('refuses a template of another form than the one the page publishes', () => {
    const check = checkTemplateJson(JSON.stringify({ ...template, form: 'renewal', category: 2 }), LRP_NEW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues).toEqual([{ path: 'form', message: expect.stringContaining('Keep form "new"') }]);
  });
});

describe('issuesOfRefusal', () => {
  it("lists every message of the API's 400, by path", () => {
    expect(
      issuesOfRefusal({ 'sections.0.title': ['Too short', 'Required'], form: ['LRP has no form "x".'] }),
    ).toEqual([
      { path: 'sections.0.title', message: 'Too short' },
      { path: 'sections.0.title', message: 'Required' },
      { path: 'form', message: 'LRP has no form "x".' },
    ]);
    expect(issuesOfRefusal('Another version was published at the same time.')).toEqual([]);
  });
});
