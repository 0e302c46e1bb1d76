import {
  ApplicationStatus,
  AttachmentScanStatus,
  answerContext,
  applicationProblems,
  CompanyRecognitionStatus,
  type FormTemplate,
  Programme,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, companyRecognitions } from '../../db/schema/index.js';
import {
  details,
  fillDraft,
  putSection,
  recogniseLab,
  registerLab,
  scannedFiles,
  setScanStatus,
  startDraft,
  type TestLab,
} from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { validAnswersFor } from '../../test/valid-answers.js';
import { SECTION_MESSAGES } from './application-sections.service.js';
import { SUBMIT_MESSAGES } from './application-submit.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const post = (url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const submit = (id: string, cookie: string) =>
  post(`/api/applications/${id}/submit`, cookie, { declarationConfirmed: true });

/** A lab's draft of a form; with `filled`, every section saved complete and confirmed. */
async function draftOf(
  start: { programme: Programme; form: string },
  options: { filled?: boolean; lab?: TestLab } = {},
) {
  const lab = options.lab ?? (await registerLab(testApp, { acknowledged: [start.programme] }));
  const { id, referenceNumber } = await startDraft(testApp, lab.cookie, start);
  const template = (await details(testApp, lab.cookie, id)).template.definition as FormTemplate;
  const files = await scannedFiles(testApp, lab);
  const answers = validAnswersFor(template, files);
  if (options.filled) await fillDraft(testApp, lab.cookie, id, answers);
  return { lab, id, referenceNumber, template, answers, files };
}

describe('POST /api/applications/{id}/submit', () => {
  it('refuses an incomplete application, naming every missing field by section and path', async () => {
    const { lab, id, template } = await draftOf({ programme: Programme.LRP, form: 'new' });
    const response = await submit(id, lab.cookie);
    expect(response.statusCode).toBe(400);
    const message = messageOf(response) as Record<string, string[]>;
    const expected = applicationProblems(template, {}, answerContext());
    expect(Object.keys(message).sort()).toEqual(
      [...new Set(expected.map((problem) => `${problem.sectionId}.${problem.path}`))].sort(),
    );
    expect(message['laboratory.name']).toEqual(["Enter the laboratory's name"]);
    expect(message['tests.items']).toEqual(['Add at least 1 test']);
    expect((await details(testApp, lab.cookie, id)).status).toBe(ApplicationStatus.draft);
  });

  it('names only what is still missing once the rest is filled', async () => {
    const { lab, id, answers } = await draftOf({ programme: Programme.IBR, form: 'new' }, { filled: true });
    const contact = { ...(answers.contact as Record<string, unknown>), email: '' };
    const rowVersion = (await details(testApp, lab.cookie, id)).sections.contact.rowVersion;
    await putSection(testApp, lab.cookie, id, 'contact', { answers: contact, rowVersion, confirm: true });
    const response = await submit(id, lab.cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().message)).toEqual(['contact.email']);
  });

  it('a file still being checked for viruses holds the submission; once scanned, it goes through', async () => {
    const { lab, id, files } = await draftOf({ programme: Programme.LRP, form: 'new' }, { filled: true });
    const pdf = files.pdf?.attachmentId as string;
    await setScanStatus(testApp, pdf, AttachmentScanStatus.pendingScan);
    const pending = await submit(id, lab.cookie);
    expect(pending.statusCode).toBe(400);
    const message = messageOf(pending) as Record<string, string[]>;
    expect(message['accreditation.certificate']).toEqual([
      'Wait until your accreditation certificate has been checked for viruses',
    ]);
    await setScanStatus(testApp, pdf, AttachmentScanStatus.suspicious);
    const infected = await submit(id, lab.cookie);
    expect(messageOf(infected)).toMatchObject({
      'accreditation.certificate': ['Your accreditation certificate: the selected file contains a virus'],
    });
    await setScanStatus(testApp, pdf, AttachmentScanStatus.scanned);
    expect((await submit(id, lab.cookie)).statusCode).toBe(200);
  });

  it('submits: Application Review, answers frozen, declaration signed, notification and e-mail', async () => {
    const { lab, id, referenceNumber, template } = await draftOf(
      { programme: Programme.LRP, form: 'new' },
      { filled: true },
    );
    const response = await submit(id, lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(messageOf(response)).toBe(`Application ${referenceNumber} has been submitted.`);
    const submitted = unescapeHtmlDeep(response.json().data);
    expect(submitted).toMatchObject({
      status: ApplicationStatus.applicationReview,
      statusLabel: 'Application Review',
      isSubmitted: true,
      declaration: { signerName: lab.name, statements: template.declaration.statements },
    });
    expect(Date.parse(submitted.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(submitted.declaration.signedAt).toBe(submitted.submittedAt);
    // Hidden questions are dropped at submission: the other accreditation body is asked only for "other".
    expect(submitted.sections.accreditation.answers).not.toHaveProperty('otherBody');
    expect(submitted.sections.accreditation.answers.body).toBe('sacSinglas');

    const events = await testApp.database.db
      .select({
        action: applicationEvents.action,
        from: applicationEvents.fromStatus,
        to: applicationEvents.toStatus,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toEqual(
      expect.arrayContaining([
        { action: 'submit', from: ApplicationStatus.draft, to: ApplicationStatus.applicationReview },
      ]),
    );

    const notifications = await testApp.app.inject({
      method: 'GET',
      url: '/api/in-app-notifications',
      headers: { cookie: lab.cookie },
    });
    // The company submitted it itself: the notice is kept in its list, but nothing is unread for it.
    expect(unescapeHtmlDeep(notifications.json().data.items)).toContainEqual(
      expect.objectContaining({
        title: 'Application submitted',
        message: expect.stringContaining(referenceNumber),
        linkPath: `/application/${id}`,
        isRead: true,
        readAt: expect.any(String),
      }),
    );
    expect(notifications.json().data.unreadCount).toBe(0);

    const mail = await waitForMail(lab.email, referenceNumber);
    expect(mail.text).toContain(`LRP New application ${referenceNumber}`);
    expect(mail.html).toContain(`${testApp.config.publicUrl}/application/${id}`);
    expect(mail.links).toContain(`${testApp.config.publicUrl}/application/${id}`);

    const signature = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/declaration-signature`,
      headers: { cookie: lab.cookie },
    });
    expect(signature.statusCode).toBe(200);
    expect(Buffer.compare(signature.rawPayload, testFiles.png())).toBe(0);

    const again = await submit(id, lab.cookie);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SUBMIT_MESSAGES.alreadySubmitted);
    const save = await putSection(testApp, lab.cookie, id, 'laboratory', { answers: {}, rowVersion: 2 });
    expect(save.statusCode).toBe(409);
    expect(messageOf(save)).toBe(SECTION_MESSAGES.submitted);
  });

  it('needs the profile’s signature', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.AOR], signature: false });
    const { id } = await draftOf({ programme: Programme.AOR, form: 'new' }, { filled: true, lab });
    const response = await submit(id, lab.cookie);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toEqual({
      signature: ['Add your signature on your profile before you submit.'],
    });
  });

  it('needs the declaration confirmed', async () => {
    const { lab, id } = await draftOf({ programme: Programme.IBR, form: 'new' });
    const response = await post(`/api/applications/${id}/submit`, lab.cookie, {
      declarationConfirmed: false,
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toEqual({
      declarationConfirmed: ['Confirm the declaration to submit your application'],
    });
  });

  it('is refused when the recognition was suspended after the renewal was started', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.AOR] });
    await recogniseLab(testApp, lab, Programme.AOR);
    const { id } = await draftOf({ programme: Programme.AOR, form: 'renewal' }, { filled: true, lab });
    await testApp.database.db
      .update(companyRecognitions)
      .set({ status: CompanyRecognitionStatus.suspended })
      .where(
        and(
          eq(companyRecognitions.companyId, lab.companyId),
          eq(companyRecognitions.programme, Programme.AOR),
        ),
      );
    const response = await submit(id, lab.cookie);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'Your AOR recognition is suspended, so you cannot apply for it to be renewed or changed.',
    );
  });

  it('a renewal started from the recognised answers goes through once its own sections are done', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.IBR] });
    await recogniseLab(testApp, lab, Programme.IBR);
    const { id } = await draftOf({ programme: Programme.IBR, form: 'renewal' }, { filled: true, lab });
    const response = await submit(id, lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.baseline).not.toBeNull();
  });
});

describe('POST /api/applications/{id}/mark-as-cancelled', () => {
  it('cancels a draft, then refuses to cancel it again', async () => {
    const { lab, id } = await draftOf({ programme: Programme.LRP, form: 'new' });
    const response = await post(`/api/applications/${id}/mark-as-cancelled`, lab.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: ApplicationStatus.cancelled, isOpen: false });
    const again = await post(`/api/applications/${id}/mark-as-cancelled`, lab.cookie);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SUBMIT_MESSAGES.alreadyCancelled);
    const submitAfter = await submit(id, lab.cookie);
    expect(submitAfter.statusCode).toBe(409);
    expect(messageOf(submitAfter)).toBe(SUBMIT_MESSAGES.ended('Cancelled'));
    const events = await testApp.database.db
      .select({ action: applicationEvents.action })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'mark-as-cancelled']);
  });

  it('cancels an application in review; not one past review', async () => {
    const { lab, id } = await draftOf({ programme: Programme.AOR, form: 'new' }, { filled: true });
    expect((await submit(id, lab.cookie)).statusCode).toBe(200);
    const cancelled = await post(`/api/applications/${id}/mark-as-cancelled`, lab.cookie);
    expect(cancelled.statusCode).toBe(200);

    const ready = await signInAs(testApp, 'ready');
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications?Status=${ApplicationStatus.pendingCorrectiveAction}`,
      headers: { cookie: ready },
    });
    const [pending] = list.json().data.items;
    const refused = await post(`/api/applications/${pending.id}/mark-as-cancelled`, ready);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'An application in Pending Corrective Action can no longer be cancelled.',
    );
  });
});

async function waitForMail(to: string, referenceNumber: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const messages = unescapeHtmlDeep(response.json().data) as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
      links: string[];
    }>;
    const found = messages.find((message) => message.to === to && message.subject.includes(referenceNumber));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} about ${referenceNumber}`);
}
