import {
  ALL_APPLICATION_FORMS,
  type OfficerTemplate,
  type OfficerTemplateSummary,
  Programme,
  programmeSlug,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
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

const get = (url: string, cookie = officer) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function summaries(): Promise<OfficerTemplateSummary[]> {
  const response = await get('/api/officer/application-templates');
  expect(response.statusCode).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

async function newest(programme: string, slug: string): Promise<OfficerTemplate> {
  const response = await get(`/api/officer/application-templates/${programme}/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

describe('GET /api/officer/application-templates', () => {
  it('lists every form of every programme once, in the order of docs/requirements.md §2, with its newest version', async () => {
    const list = await summaries();
    expect(list.map((each) => `${each.programme}/${each.form}`)).toEqual(
      ALL_APPLICATION_FORMS.map((form) => `${form.programme}/${form.slug}`),
    );
    const ibrNew = list.find((each) => each.programme === Programme.IBR && each.form === 'new');
    expect(ibrNew).toMatchObject({
      programmeLabel: 'IBR',
      programmeSlug: 'ibr',
      formName: 'New',
      category: 1,
      categoryLabel: 'New',
      version: 1,
      // Built into the portal: no officer published it.
      publishedBy: null,
    });
    expect(ibrNew?.sections).toBeGreaterThan(0);
    expect(ibrNew).not.toHaveProperty('definition');
  });

  it('refuses companies', async () => {
    const company = await signInAs(testApp, 'ready');
    expect((await get('/api/officer/application-templates', company)).statusCode).toBe(403);
  });
});

describe('GET /api/officer/application-templates/{programme}/{slug}', () => {
  it('answers the whole newest version, from which the next one is started and published', async () => {
    const current = await newest('aor', 'renewal');
    expect(current.definition).toMatchObject({ programme: Programme.AOR, form: 'renewal' });
    const next = { ...current.definition, title: `${current.definition.title} (revised)` };
    const published = await testApp.app.inject({
      method: 'POST',
      url: '/api/officer/application-templates',
      headers: { cookie: officer },
      payload: next,
    });
    expect(published.statusCode, published.body).toBe(201);

    const after = await newest('AOR', 'renewal');
    expect(after).toMatchObject({
      id: published.json().data.id,
      version: current.version + 1,
      title: next.title,
      publishedBy: { name: DEMO_OFFICER.name },
    });
    expect(after.definition).toEqual(next);
    const listed = (await summaries()).find(
      (each) => each.programmeSlug === programmeSlug(Programme.AOR) && each.form === 'renewal',
    );
    expect(listed).toMatchObject({ version: after.version, publishedBy: { name: DEMO_OFFICER.name } });
  });

  it('names a form the programme does not have, and refuses a programme that is not one', async () => {
    const unknown = await get('/api/officer/application-templates/lrp/change-of-company-details');
    expect(unknown.statusCode).toBe(404);
    expect(unescapeHtmlDeep(unknown.json().message)).toBe(
      TEMPLATE_MESSAGES.unknownForm(Programme.LRP, 'change-of-company-details'),
    );
    const programme = await get('/api/officer/application-templates/xyz/new');
    expect(programme.statusCode).toBe(400);
    expect(unescapeHtmlDeep(programme.json().message)).toEqual({
      programme: ['Name the programme: lrp, ibr, aor'],
    });
  });
});
