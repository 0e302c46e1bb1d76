import {
  APPLICATION_FORMS,
  type ApplicationForms,
  ApplicationStatus,
  CompanyRecognitionStatus,
  type FormRequirements,
  type LatestRecognised,
  Programme,
  prefilledAnswers,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applicationSections,
  applications,
  companyRecognitions,
} from '../../db/schema/index.js';
import {
  details,
  postStart,
  putSection,
  recogniseLab,
  registerLab,
  startDraft,
} from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestTemplate } from '../application-templates/application-templates.service.js';
import { START_MESSAGES } from './application-start.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const { LRP, IBR, AOR } = Programme;
const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

describe('starting an application', () => {
  it('creates a draft pinned to the newest template, with a reference number and its first event', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const response = await postStart(testApp, lab.cookie, { programme: LRP, form: 'new' });
    expect(response.statusCode, response.body).toBe(201);
    const started = response.json().data;
    expect(started).toMatchObject({ resumed: false });
    expect(started.referenceNumber).toMatch(/^LRP-\d{4}-\d{6}$/);
    expect(Number(started.referenceNumber.slice(-6))).toBeGreaterThanOrEqual(1001);

    const draft = await details(testApp, lab.cookie, started.id);
    expect(draft).toMatchObject({
      status: ApplicationStatus.draft,
      form: 'new',
      category: 1,
      isSubmitted: false,
      baseline: null,
      declaration: null,
      lastSavedAt: null,
    });
    const templates = unescapeHtmlDeep(
      (await get(`/api/programme-application-template?ApplicationType=${LRP}`, lab.cookie)).json().data,
    );
    expect(draft.template.id).toBe(templates[0].id);
    for (const section of draft.template.definition.sections) {
      expect(draft.sections[section.id]).toMatchObject({ confirmed: false, rowVersion: 0, updatedAt: null });
    }

    const events = await testApp.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, started.id));
    expect(events).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: ApplicationStatus.draft, actorUserId: lab.userId },
    ]);
  });

  it('resumes the company’s draft of the same form (200, resumed) instead of starting another', async () => {
    const lab = await registerLab(testApp, { acknowledged: [IBR] });
    const first = await startDraft(testApp, lab.cookie, { programme: IBR, form: 'new' });
    const again = await postStart(testApp, lab.cookie, { programme: IBR, form: 'new' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first, resumed: true });
    const rows = await testApp.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, lab.companyId), eq(applications.programme, IBR)));
    expect(rows).toHaveLength(1);
  });

  it('two starts at once make one draft', async () => {
    const lab = await registerLab(testApp, { acknowledged: [AOR] });
    const responses = await Promise.all([
      postStart(testApp, lab.cookie, { programme: AOR, form: 'new' }),
      postStart(testApp, lab.cookie, { programme: AOR, form: 'new' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
  });

  it('resumes ready’s seeded LRP Renewal draft', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const response = await postStart(testApp, cookie, { programme: LRP, form: 'renewal' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.resumed).toBe(true);
    expect((await details(testApp, cookie, response.json().data.id)).status).toBe(ApplicationStatus.draft);
  });

  it('starts each form only at its category’s endpoint, and names an unknown form', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const wrong = await postStart(
      testApp,
      lab.cookie,
      { programme: LRP, form: 'renewal' },
      '/api/applications',
    );
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toEqual({
      form: ['The LRP "renewal" form is a Renewal application: start it at /api/applications/renew.'],
    });
    const unknown = await postStart(testApp, lab.cookie, { programme: IBR, form: 'change-of-company-name' });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toEqual({ form: [START_MESSAGES.unknownForm(IBR, 'change-of-company-name')] });
    const noProgramme = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications/renew',
      headers: { cookie: lab.cookie },
      payload: { applicationType: 4, form: 'renewal' },
    });
    expect(noProgramme.statusCode).toBe(400);
    expect(Object.keys(noProgramme.json().message)).toEqual(['applicationType']);
  });

  it('is for signed-in local laboratories', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { applicationType: LRP, form: 'new' },
    });
    expect(anonymous.statusCode).toBe(401);
    const officer = await postStart(testApp, await signInAsOfficer(testApp), { programme: LRP, form: 'new' });
    expect(officer.statusCode).toBe(403);
    const overseas = await postStart(testApp, await signInOverseas(testApp), { programme: LRP, form: 'new' });
    expect(overseas.statusCode).toBe(403);
    expect(messageOf(overseas)).toBe(START_MESSAGES.localLabsOnly);
  });
});

describe('who may start what (409 with the reason in plain words)', () => {
  it('newcomer, without terms, may not apply', async () => {
    const response = await postStart(testApp, await signInAs(testApp, 'newcomer'), {
      programme: LRP,
      form: 'new',
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Acknowledge the LRP terms and conditions before you apply.');
  });

  it('terms sent but not acknowledged are not enough', async () => {
    const lab = await registerLab(testApp, { sent: [IBR] });
    const response = await postStart(testApp, lab.cookie, { programme: IBR, form: 'new' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Acknowledge the IBR terms and conditions before you apply.');
  });

  it('ready may start nothing under IBR: its terms wait for acknowledgement or an application is open', async () => {
    const cookie = await signInAs(testApp, 'ready');
    for (const form of APPLICATION_FORMS[IBR]) {
      const response = await postStart(testApp, cookie, { programme: IBR, form: form.slug });
      expect(response.statusCode, form.slug).toBe(409);
    }
  });

  it('suspended may not renew or change its suspended AOR recognition', async () => {
    const cookie = await signInAs(testApp, 'suspended');
    const response = await postStart(testApp, cookie, { programme: AOR, form: 'renewal' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'Your AOR recognition is suspended, so you cannot apply for it to be renewed or changed.',
    );
  });

  it('a renewal needs a current recognition; a recognised company applies for no New one', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const renewal = await postStart(testApp, lab.cookie, { programme: LRP, form: 'renewal' });
    expect(renewal.statusCode).toBe(409);
    expect(messageOf(renewal)).toBe('You need a current LRP recognition for this application.');
    await recogniseLab(testApp, lab, LRP);
    const again = await postStart(testApp, lab.cookie, { programme: LRP, form: 'new' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'You are already recognised under LRP. Apply for a renewal or a change instead.',
    );
  });

  it('a revoked recognition restricts the company', async () => {
    const lab = await registerLab(testApp, { acknowledged: [IBR] });
    await recogniseLab(testApp, lab, IBR, { status: CompanyRecognitionStatus.revoked });
    const response = await postStart(testApp, lab.cookie, { programme: IBR, form: 'new' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'Your IBR recognition was revoked, so you cannot apply under IBR again. A revocation does not end: contact the regulator if you have questions about it.',
    );
  });

  it('one open application per programme and category: a second change of company details waits', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    await recogniseLab(testApp, lab, LRP);
    await startDraft(testApp, lab.cookie, { programme: LRP, form: 'change-of-company-name' });
    const second = await postStart(testApp, lab.cookie, {
      programme: LRP,
      form: 'change-of-company-address',
    });
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(
      'You already have an open LRP application of this type. Continue it, or wait until it is decided.',
    );
  });
});

describe('renewals and changes start from the recognised application', () => {
  it('keeps the recognised answers as the baseline and prefills the sections the form shares', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const recognised = await recogniseLab(testApp, lab, LRP);
    const started = await startDraft(testApp, lab.cookie, { programme: LRP, form: 'renewal' });
    const draft = await details(testApp, lab.cookie, started.id);
    expect(draft.baseline).toEqual(unescapeHtmlDeep(recognised.answers));
    const expected = prefilledAnswers(draft.template.definition, recognised.answers);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    for (const [sectionId, answers] of Object.entries(expected)) {
      expect(draft.sections[sectionId]).toMatchObject({
        rowVersion: 1,
        confirmed: false,
        updatedByName: lab.name,
      });
      expect(draft.sections[sectionId].answers).toEqual(answers);
    }
    const [row] = await testApp.database.db
      .select({ baselineApplicationId: applications.baselineApplicationId })
      .from(applications)
      .where(eq(applications.id, started.id));
    expect(row?.baselineApplicationId).toBe(recognised.applicationId);
  });
});

describe('a change of company details starts from the values in force', () => {
  it('prefills the new name and address with those held, so that a new name does not mean retyping the address', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const recognised = await recogniseLab(testApp, lab, LRP);
    const laboratory = recognised.answers.laboratory as Record<string, unknown>;
    const started = await startDraft(testApp, lab.cookie, {
      programme: LRP,
      form: 'change-of-company-address',
    });
    const draft = await details(testApp, lab.cookie, started.id);
    const expected = Object.fromEntries(
      ['block', 'street', 'unit', 'building', 'postalCode']
        .filter((question) => typeof laboratory[question] === 'string')
        .map((question) => [question, laboratory[question]]),
    );
    expect(Object.keys(expected)).toContain('postalCode');
    expect(draft.sections.companyAddress.answers).toEqual(unescapeHtmlDeep(expected));
  });

  it('refuses to call complete a change that changes nothing, and says so on the first detail', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const recognised = await recogniseLab(testApp, lab, LRP);
    const started = await startDraft(testApp, lab.cookie, { programme: LRP, form: 'change-of-company-name' });
    const draft = await details(testApp, lab.cookie, started.id);
    const heldName = (recognised.answers.laboratory as Record<string, unknown>).name;
    expect(draft.sections.companyName.answers).toEqual({ name: unescapeHtmlDeep(heldName) });
    const unchanged = await putSection(testApp, lab.cookie, started.id, 'companyName', {
      answers: draft.sections.companyName.answers,
      rowVersion: draft.sections.companyName.rowVersion,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.problems).toContainEqual({
      path: 'name',
      message: 'The new laboratory name must be different from the current one',
    });
    const renamed = await putSection(testApp, lab.cookie, started.id, 'companyName', {
      answers: { name: 'Renamed Laboratories Pte. Ltd.' },
      rowVersion: unchanged.json().data.section.rowVersion,
    });
    expect(renamed.json().data.problems.map((problem: { path: string }) => problem.path)).not.toContain(
      'name',
    );
  });

  it('after a change of name is recognised, a renewal and the next change start from the new name', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const recognised = await recogniseLab(testApp, lab, LRP);
    const db = testApp.database.db;
    const template = await latestTemplate(db, LRP, 'change-of-company-name');
    if (!template) throw new Error('No LRP change of company name template');
    const [change] = await db
      .insert(applications)
      .values({
        referenceNumber: `LRP-TEST-CHANGE-${lab.companyId.slice(0, 8)}`,
        companyId: lab.companyId,
        programme: LRP,
        category: 4,
        status: ApplicationStatus.recognised,
        form: 'change-of-company-name',
        templateId: template.id,
        baselineApplicationId: recognised.applicationId,
        baseline: recognised.answers,
        submittedAt: new Date(),
      })
      .returning({ id: applications.id });
    if (!change) throw new Error('The change was not stored');
    await db.insert(applicationSections).values({
      applicationId: change.id,
      sectionId: 'companyName',
      answers: { name: 'Renamed Laboratories Pte. Ltd.', effectiveDate: '2026-01-05' },
      confirmed: true,
      schemaVersion: template.version,
      rowVersion: 1,
    });
    await db
      .update(companyRecognitions)
      .set({ applicationId: change.id })
      .where(eq(companyRecognitions.companyId, lab.companyId));

    const renewal = await details(
      testApp,
      lab.cookie,
      (await startDraft(testApp, lab.cookie, { programme: LRP, form: 'renewal' })).id,
    );
    expect(renewal.baseline.laboratory.name).toBe('Renamed Laboratories Pte. Ltd.');
    expect(renewal.sections.laboratory.answers.name).toBe('Renamed Laboratories Pte. Ltd.');
    // What the change itself gave (its date) is not carried into what is in force.
    expect(renewal.baseline.companyName).toBeUndefined();
    const next = await details(
      testApp,
      lab.cookie,
      (await startDraft(testApp, lab.cookie, { programme: LRP, form: 'change-of-company-name' })).id,
    );
    expect(next.sections.companyName.answers).toEqual({ name: 'Renamed Laboratories Pte. Ltd.' });
  });
});

describe('GET /api/applications/form-requirements', () => {
  it('answers each form of the programme: what it asks for, whether the company may start it, its draft', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const draft = await startDraft(testApp, lab.cookie, { programme: LRP, form: 'new' });
    const response = await get(`/api/applications/form-requirements?ApplicationType=${LRP}`, lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const requirements = unescapeHtmlDeep(response.json().data) as FormRequirements;
    expect(requirements.programmeLabel).toBe('LRP');
    expect(requirements.forms.map((form) => form.form)).toEqual(
      APPLICATION_FORMS[LRP].map((form) => form.slug),
    );
    const [newForm, renewal] = requirements.forms;
    expect(newForm).toMatchObject({ canStart: false, draftId: draft.id, category: 1 });
    expect(newForm?.documents.length).toBeGreaterThan(0);
    expect(newForm?.documents[0]).toMatchObject({ fileTypes: expect.any(Array), maxMb: expect.any(Number) });
    expect(newForm?.fees.length).toBeGreaterThan(0);
    expect(renewal).toMatchObject({
      canStart: false,
      refusal: 'You need a current LRP recognition for this application.',
      draftId: null,
    });
  });

  it('answers every programme when none is named (a named path, never read as an application id)', async () => {
    const lab = await registerLab(testApp, { acknowledged: [AOR] });
    const response = await get('/api/applications/form-requirements', lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const all = unescapeHtmlDeep(response.json().data) as FormRequirements[];
    expect(all.map((item) => item.programme)).toEqual([LRP, IBR, AOR]);
    expect(all[2]?.forms.find((form) => form.form === 'new')).toMatchObject({
      canStart: true,
      refusal: null,
    });
  });
});

describe('GET /api/applications/forms', () => {
  it('answers each programme’s forms as the form requirements do, without what the forms ask for', async () => {
    const lab = await registerLab(testApp, { acknowledged: [LRP] });
    const draft = await startDraft(testApp, lab.cookie, { programme: LRP, form: 'new' });
    const response = await get('/api/applications/forms', lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const forms = unescapeHtmlDeep(response.json().data) as ApplicationForms[];
    const requirements = unescapeHtmlDeep(
      (await get('/api/applications/form-requirements', lab.cookie)).json().data,
    ) as FormRequirements[];
    expect(forms).toEqual(
      requirements.map(({ forms: requiredForms, ...programme }) => ({
        ...programme,
        forms: requiredForms.map(({ form, name, category, title, canStart, refusal, draftId }) => ({
          form,
          name,
          category,
          title,
          canStart,
          refusal,
          draftId,
        })),
      })),
    );
    expect(forms[0]?.forms.find((form) => form.form === 'new')).toMatchObject({
      canStart: false,
      draftId: draft.id,
    });
    expect(forms[1]?.forms.find((form) => form.form === 'new')).toMatchObject({
      canStart: false,
      refusal: expect.stringMatching(/terms/i),
      draftId: null,
    });
  });

  it('shows a company its own drafts only, and is for signed-in local laboratories', async () => {
    const lab = await registerLab(testApp, { acknowledged: [AOR] });
    await startDraft(testApp, lab.cookie, { programme: AOR, form: 'new' });
    const other = await registerLab(testApp, { acknowledged: [AOR] });
    const othersForms = unescapeHtmlDeep(
      (await get('/api/applications/forms', other.cookie)).json().data,
    ) as ApplicationForms[];
    expect(othersForms[2]?.forms.find((form) => form.form === 'new')).toMatchObject({
      canStart: true,
      draftId: null,
    });

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/applications/forms' });
    expect(anonymous.statusCode).toBe(401);
    const overseas = await get('/api/applications/forms', await signInOverseas(testApp));
    expect(overseas.statusCode).toBe(403);
    expect(messageOf(overseas)).toBe(START_MESSAGES.localLabsOnly);
  });
});

describe('GET /api/applications/latest-recognised', () => {
  it('answers the recognition, the application that set it and its answers', async () => {
    const lab = await registerLab(testApp, { acknowledged: [AOR] });
    const recognised = await recogniseLab(testApp, lab, AOR);
    const response = await get(`/api/applications/latest-recognised?ApplicationType=${AOR}`, lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const latest = unescapeHtmlDeep(response.json().data) as LatestRecognised;
    expect(latest.recognition).toMatchObject({
      status: CompanyRecognitionStatus.recognised,
      statusLabel: 'Recognised',
    });
    expect(latest.application).toMatchObject({
      id: recognised.applicationId,
      form: 'new',
      status: ApplicationStatus.recognised,
    });
    expect(latest.answers).toEqual(unescapeHtmlDeep(recognised.answers));
  });

  it('404 when the company has no recognition in the programme', async () => {
    const lab = await registerLab(testApp, { acknowledged: [IBR] });
    const response = await get(`/api/applications/latest-recognised?ApplicationType=${IBR}`, lab.cookie);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('You have no current IBR recognition.');
  });
});
