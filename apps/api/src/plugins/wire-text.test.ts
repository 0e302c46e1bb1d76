import { ApplicationStatus, Programme, unescapeHtmlDeep } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDrafts, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { details, putSection, registerLab, startDraft } from '../test/application-builders.js';
import { signInAs } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { applicationInStatus } from '../test/workflow-builders.js';
import { wireTextPlugin } from './wire-text.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe('text on the wire (docs/requirements.md §7)', () => {
  it('stores encoded entities from a request as plain text and sends them back encoded', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: {
        name: 'Alice &amp; Co &lt;QA&gt; O&#39;Neil',
        email: DEMO_ACCOUNTS.ready.email,
        telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
        signatureAttachmentId: null,
      },
    });
    expect(response.statusCode).toBe(200);

    const [row] = await testApp.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.ready.email));
    expect(row?.name).toBe("Alice & Co <QA> O'Neil");

    expect(response.json().data.name).toBe('Alice &amp; Co &lt;QA&gt; O&#39;Neil');
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie },
    });
    expect(profile.json().data.name).toBe('Alice &amp; Co &lt;QA&gt; O&#39;Neil');
  });
});

describe('text on the wire, deep inside an answer', () => {
  it('encodes text at any depth, and sends an answer with nothing to encode as it is', async () => {
    const app = Fastify();
    await app.register(wireTextPlugin);
    const nested = { data: { items: [{ id: 1, tags: ['plain', "O'Neil & <Co>"] }], total: 1 } };
    const plain = { data: { items: [{ id: 1, tags: ['plain'], at: null }], total: 1 } };
    app.get('/nested', async () => nested);
    app.get('/plain', async () => plain);

    const encoded = await app.inject({ method: 'GET', url: '/nested' });
    expect(encoded.json().data.items[0].tags).toEqual(['plain', 'O&#39;Neil &amp; &lt;Co&gt;']);
    expect(nested.data.items[0]?.tags[1]).toBe("O'Neil & <Co>");
    const untouched = await app.inject({ method: 'GET', url: '/plain' });
    expect(untouched.json()).toEqual(plain);
    await app.close();
  });
});

describe('object keys on the wire, like values', () => {
  it('are decoded on the way in, stored as plain text, and encoded on the way out', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/form-drafts/encoded-keys',
      headers: { cookie },
      payload: { data: { 'R&amp;D &lt;lab&gt;': { 'O&#39;Neil': 'x &amp; y' } } },
    });
    expect(saved.statusCode).toBe(200);

    const [row] = await testApp.database.db
      .select({ data: formDrafts.data })
      .from(formDrafts)
      .where(eq(formDrafts.formKey, 'encoded-keys'));
    expect(row?.data).toEqual({ 'R&D <lab>': { "O'Neil": 'x & y' } });

    const draft = await testApp.app.inject({
      method: 'GET',
      url: '/api/form-drafts/encoded-keys',
      headers: { cookie },
    });
    expect(draft.json().data.data).toEqual({ 'R&amp;D &lt;lab&gt;': { 'O&#39;Neil': 'x &amp; y' } });
  });
});

describe('an answer nested thousands of levels deep', () => {
  it('is encoded without overflowing the stack', async () => {
    const app = Fastify();
    await app.register(wireTextPlugin);
    let deep: unknown = { "O'Neil": '<b>' };
    for (let level = 0; level < 5_000; level += 1) deep = { a: [deep] };
    app.get('/deep', async () => deep);

    const response = await app.inject({ method: 'GET', url: '/deep' });
    expect(response.statusCode).toBe(200);
    expect(response.body.endsWith(`{"O&#39;Neil":"&lt;b&gt;"}${']}'.repeat(5_000)}`)).toBe(true);
    await app.close();
  });
});

describe('bidirectional controls in text a company sends (docs/domain.md, "Text a company supplies")', () => {
  const RLO = '\u202E';

  it('are removed from a section answer, a comment and a profile field before they are kept', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const { id } = await startDraft(testApp, lab.cookie, { programme: Programme.LRP, form: 'new' });
    const saved = await putSection(testApp, lab.cookie, id, 'laboratory', {
      answers: { name: `Alpha ${RLO}sbaL\u2066 &amp; Co\u2069` },
      rowVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await details(testApp, lab.cookie, id)).sections.laboratory.answers).toMatchObject({
      name: 'Alpha sbaL & Co',
    });

    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: ApplicationStatus.applicationReview,
    });
    const commented = await testApp.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/comments`,
      headers: { cookie: application.lab.cookie },
      payload: { body: `Invoice ${RLO}fdp.exe attached\u200F` },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const comments = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/comments`,
      headers: { cookie: application.lab.cookie },
    });
    expect(unescapeHtmlDeep(comments.json().data)).toMatchObject([{ body: 'Invoice fdp.exe attached' }]);

    const profile = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: { cookie: lab.cookie },
      payload: {
        name: `${RLO}nahK\u061C شركة`,
        email: lab.email,
        telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
        signatureAttachmentId: null,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [row] = await testApp.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, lab.email));
    expect(row?.name).toBe('nahK شركة');
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: lab.cookie },
    });
    expect(read.json().data.name).toBe('nahK شركة');
  });
});
