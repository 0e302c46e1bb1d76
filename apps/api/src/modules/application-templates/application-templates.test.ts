import {
  APPLICATION_FORMS,
  type FormTemplate,
  Programme,
  type PublishedTemplate,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { details, putSection, registerLab, startDraft } from '../../test/application-builders.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEMPLATE_MESSAGES } from './application-templates.service.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const get = (url: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const publish = (template: unknown, cookie = officer) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/officer/application-templates',
    headers: { cookie },
    payload: template as object,
  });

async function templatesOf(programme: Programme, cookie: string): Promise<PublishedTemplate[]> {
  const response = await get(`/api/programme-application-template?ApplicationType=${programme}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

/** The newest version of a form, with a new required question in its first section. */
async function withExtraQuestion(programme: Programme, form: string): Promise<FormTemplate> {
  const current = (await templatesOf(programme, officer)).find((each) => each.definition.form === form);
  if (!current) throw new Error(`No template of ${form}`);
  const [first, ...rest] = current.definition.sections;
  if (!first) throw new Error('A template without sections');
  return {
    ...current.definition,
    title: `${current.definition.title} (revised)`,
    sections: [
      {
        ...first,
        questions: [
          ...first.questions,
          { id: 'revisedQuestion', kind: 'text', label: 'A question added later', maxLength: 50 },
        ],
      } as FormTemplate['sections'][number],
      ...rest,
    ],
  };
}

describe('GET /api/programme-application-template', () => {
  it('answers the newest version of each form of the programme, in the order of docs/requirements.md §2', async () => {
    const cookie = await signInAs(testApp, 'ready');
    for (const programme of [Programme.LRP, Programme.IBR, Programme.AOR]) {
      const templates = await templatesOf(programme, cookie);
      expect(templates.map((template) => template.definition.form)).toEqual(
        APPLICATION_FORMS[programme].map((form) => form.slug),
      );
      for (const template of templates) {
        expect(template.definition.programme).toBe(programme);
        expect(template.version).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('answers any version by its id, 404 for an unknown one, 400 for an id that is not a GUID', async () => {
    const cookie = await signInAs(testApp, 'dual');
    const [first] = await templatesOf(Programme.IBR, cookie);
    const one = await get(`/api/programme-application-template/${first?.id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(unescapeHtmlDeep(one.json().data)).toEqual(first);

    const unknown = await get(
      '/api/programme-application-template/7b0f0c4e-0000-4000-8000-000000000000',
      cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TEMPLATE_MESSAGES.notFound);
    expect((await get('/api/programme-application-template/not-an-id', cookie)).statusCode).toBe(400);
  });

  it('needs a session and a programme', async () => {
    expect((await get('/api/programme-application-template?ApplicationType=1')).statusCode).toBe(401);
    const cookie = await signInAs(testApp, 'ready');
    const missing = await get('/api/programme-application-template', cookie);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().message)).toEqual(['ApplicationType']);
    expect((await get('/api/programme-application-template?ApplicationType=4', cookie)).statusCode).toBe(400);
  });

  it('is open to officers too', async () => {
    expect((await templatesOf(Programme.AOR, officer)).length).toBe(APPLICATION_FORMS[Programme.AOR].length);
  });
});

describe('POST /api/officer/application-templates', () => {
  it('publishes the next version of a form, written to the audit log under the officer', async () => {
    const revised = await withExtraQuestion(Programme.IBR, 'change-of-company-details');
    const before = (await templatesOf(Programme.IBR, officer)).find(
      (each) => each.definition.form === 'change-of-company-details',
    );
    const response = await publish(revised);
    expect(response.statusCode, response.body).toBe(201);
    const published = unescapeHtmlDeep(response.json().data) as PublishedTemplate;
    expect(published.version).toBe((before?.version ?? 0) + 1);
    expect(published.definition.title).toBe(revised.title);
    expect(unescapeHtmlDeep(response.json().message)).toBe(
      `Published version ${published.version} of the IBR change-of-company-details template.`,
    );

    const latest = (await templatesOf(Programme.IBR, officer)).find(
      (each) => each.definition.form === 'change-of-company-details',
    );
    expect(latest?.id).toBe(published.id);

    const audit = await get(`/api/officer/audit-log?Action=application-template.publish`, officer);
    const [entry] = audit.json().data.items;
    expect(entry).toMatchObject({
      action: 'application-template.publish',
      entityType: 'application-template',
      entityId: published.id,
      officer: { name: DEMO_OFFICER.name },
      before: { version: before?.version },
      after: { version: published.version, form: 'change-of-company-details' },
    });
  });

  it('refuses a document that is not a valid template, naming where', async () => {
    const revised = await withExtraQuestion(Programme.AOR, 'renewal');
    const broken = { ...revised, sections: [{ ...revised.sections[0], id: 'Not Camel' }] };
    const response = await publish(broken);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().message)).toContain('sections.0.id');
  });

  it('refuses a form the programme does not have, and a category that is not the form’s', async () => {
    const revised = await withExtraQuestion(Programme.AOR, 'change-of-scope');
    const unknownForm = await publish({ ...revised, form: 'change-of-everything' });
    expect(unknownForm.statusCode).toBe(400);
    expect(unescapeHtmlDeep(unknownForm.json().message.form[0])).toMatch(
      /^AOR has no form "change-of-everything"\. Use one of: new, renewal/,
    );
    const wrongCategory = await publish({ ...revised, category: 2 });
    expect(wrongCategory.statusCode).toBe(400);
    expect(Object.keys(wrongCategory.json().message)).toEqual(['category']);
  });

  it('is for officers only', async () => {
    const revised = await withExtraQuestion(Programme.LRP, 'change-of-company-name');
    expect((await publish(revised, await signInAs(testApp, 'ready'))).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/officer/application-templates',
      payload: revised,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a draft keeps the template version it was started on', () => {
  it('after a new version is published: GET shows v1, saves check against v1, new drafts take v2', async () => {
    const first = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const draft = await startDraft(testApp, first.cookie, { programme: Programme.LRP, form: 'new' });
    const pinned = (await details(testApp, first.cookie, draft.id)).template as PublishedTemplate;

    const revised = await withExtraQuestion(Programme.LRP, 'new');
    const published = await publish(revised);
    expect(published.statusCode).toBe(201);
    const v2 = published.json().data as PublishedTemplate;
    expect(v2.version).toBe(pinned.version + 1);

    const after = await details(testApp, first.cookie, draft.id);
    expect(after.template.id).toBe(pinned.id);
    expect(after.template.version).toBe(pinned.version);
    expect(Object.keys(after.sections)).toEqual(pinned.definition.sections.map((section) => section.id));

    const sectionId = pinned.definition.sections[0]?.id as string;
    const refused = await putSection(testApp, first.cookie, draft.id, sectionId, {
      answers: { revisedQuestion: 'Only v2 asks this' },
      rowVersion: 0,
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await putSection(testApp, first.cookie, draft.id, sectionId, {
      answers: {},
      rowVersion: 0,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await details(testApp, first.cookie, draft.id)).template.id).toBe(pinned.id);

    const second = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const newer = await startDraft(testApp, second.cookie, { programme: Programme.LRP, form: 'new' });
    expect((await details(testApp, second.cookie, newer.id)).template.id).toBe(v2.id);
    const saved = await putSection(testApp, second.cookie, newer.id, sectionId, {
      answers: { revisedQuestion: 'Only v2 asks this' },
      rowVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
