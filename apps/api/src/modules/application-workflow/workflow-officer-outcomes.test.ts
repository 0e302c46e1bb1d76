import { randomBytes } from 'node:crypto';
import {
  ApplicationStatus,
  AttachmentScanStatus,
  CompanyRecognitionStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  isEnded,
  type OfficerQueueItem,
  OutcomeKind,
  Programme,
  programmeLabel,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applicationEvents,
  applicationInvoices,
  applicationSections,
  applications,
  attachments,
  companyRecognitions,
  correctiveActions,
} from '../../db/schema/index.js';
import { recogniseLab, registerLab, scannedFiles, type TestLab } from '../../test/application-builders.js';
import { caseOf, messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { validAnswersFor } from '../../test/valid-answers.js';
import { officerCookie } from '../../test/workflow-builders.js';
import { addFindings, seededApplication } from '../../test/workflow-records.js';
import { latestTemplate } from '../application-templates/application-templates.service.js';
import { listAuditLog } from '../audit/audit.service.js';
import { singaporeToday } from './due-dates.js';
import { INVOICE_MESSAGES } from './officer-invoice.service.js';

/**
 * What the officer's work produces beyond the status: the work queue, the invoice and its PDF, and the
 * company's recognition written when an application is recognised.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const S = ApplicationStatus;
const db = () => testApp.database.db;

async function officer(id: string, path: string, payload: object = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/officer/applications/${id}/${path}`,
    headers: { cookie: await officerCookie(testApp) },
    payload,
  });
}

async function officerGet(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie: await officerCookie(testApp) } });
}

function day(days: number): string {
  const today = new Date(`${singaporeToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

async function applicationRow(id: string) {
  const [row] = await db().select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('No such application');
  return row;
}

async function recognitionOf(lab: TestLab, programme: Programme) {
  const [row] = await db()
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.companyId, lab.companyId));
  expect(row?.programme).toBe(programme);
  return row;
}

const addYears = (date: Date, years: number) => {
  const later = new Date(date);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

/** An application of `form` (renewals and changes need `recogniseLab` first) placed in Pending Signing. */
async function pendingSigning(lab: TestLab, programme: Programme, form: string) {
  const template = await latestTemplate(db(), programme, form);
  if (!template) throw new Error(`No ${form} template`);
  const answers = validAnswersFor(template.definition, await scannedFiles(testApp, lab));
  const referenceNumber = `${programmeLabel(programme)}-OUT-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db()
    .insert(applications)
    .values({
      referenceNumber,
      companyId: lab.companyId,
      programme,
      category: template.definition.category,
      status: S.pendingSigning,
      form,
      templateId: template.id,
      submittedAt: new Date(),
    })
    .returning({ id: applications.id });
  const id = row?.id as string;
  await db()
    .insert(applicationSections)
    .values(
      Object.entries(answers).map(([sectionId, sectionAnswers]) => ({
        applicationId: id,
        sectionId,
        answers: sectionAnswers,
        confirmed: true,
        schemaVersion: template.version,
      })),
    );
  return { id, referenceNumber };
}

describe('recognition', () => {
  it('a New application creates the recognition, valid three years, with the scope of its answers', async () => {
    const application = await seededApplication(testApp, { status: S.pendingSigning });
    const before = new Date();
    const response = await officer(application.id, 'recognise');
    const after = caseOf(response);
    expect(after.status).toBe(S.recognised);
    const recognition = await recognitionOf(application.lab, Programme.LRP);
    expect(recognition).toMatchObject({
      status: CompanyRecognitionStatus.recognised,
      applicationId: application.id,
    });
    expect(recognition?.recognitionNumber).toMatch(/^LRP-REC-\d{4}-\d{4}$/);
    expect(recognition?.scopeSummary).toMatch(/^Chemical and microbiological testing of food: .+ in .+\.$/);
    const validFrom = recognition?.validFrom ?? new Date(0);
    expect(validFrom.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(recognition?.validUntil.toISOString()).toBe(addYears(validFrom, 3).toISOString());
    expect((await applicationRow(application.id)).outcomeKind).toBe(OutcomeKind.recognised);
    expect(after.workflow.recognition?.recognitionNumber).toBe(recognition?.recognitionNumber);
    expect(messageOf(response)).toContain(`Recognition ${recognition?.recognitionNumber} is valid until`);
    const audit = await listAuditLog(db(), {
      Entity: 'application',
      EntityId: application.id,
      Page: 1,
      PageSize: 10,
    });
    expect(audit.items.map((entry) => entry.action)).toContain('application.recognise');
  });

  it('a New application replaces an expired recognition and closes the application that set it', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const old = await recogniseLab(testApp, lab, Programme.LRP, { status: CompanyRecognitionStatus.expired });
    const fresh = await pendingSigning(lab, Programme.LRP, 'new');
    caseOf(await officer(fresh.id, 'recognise'));
    const recognition = await recognitionOf(lab, Programme.LRP);
    expect(recognition).toMatchObject({
      status: CompanyRecognitionStatus.recognised,
      applicationId: fresh.id,
    });
    expect(recognition?.recognitionNumber).toMatch(/^LRP-REC-\d{4}-\d{4}$/);
    expect((await applicationRow(old.applicationId)).status).toBe(S.closed);
  });

  it('a Renewal extends the validity by three years from the old end and supersedes the previous application', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    const old = await recogniseLab(testApp, lab, Programme.LRP);
    const previous = await recognitionOf(lab, Programme.LRP);
    const renewal = await pendingSigning(lab, Programme.LRP, 'renewal');
    caseOf(await officer(renewal.id, 'recognise'));
    const recognition = await recognitionOf(lab, Programme.LRP);
    expect(recognition?.recognitionNumber).toBe(previous?.recognitionNumber);
    expect(recognition?.validFrom.toISOString()).toBe(previous?.validFrom.toISOString());
    expect(recognition?.validUntil.toISOString()).toBe(
      addYears(previous?.validUntil ?? new Date(), 3).toISOString(),
    );
    expect(recognition?.applicationId).toBe(renewal.id);
    expect((await applicationRow(renewal.id)).outcomeKind).toBe(OutcomeKind.recognised);

    const superseded = await applicationRow(old.applicationId);
    expect(superseded).toMatchObject({
      status: S.closed,
      endReason: `Superseded by ${renewal.referenceNumber}`,
    });
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, old.applicationId));
    expect(events.map((event) => [event.action, event.detail])).toContainEqual([
      'close',
      `Superseded by ${renewal.referenceNumber}`,
    ]);
    const audit = await listAuditLog(db(), {
      Entity: 'application',
      EntityId: old.applicationId,
      Page: 1,
      PageSize: 10,
    });
    expect(audit.items.map((entry) => entry.action)).toEqual(['application.close']);
  });

  it('a Change Of Scope changes the scope only; a Change Of Company Details keeps it all', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
    await recogniseLab(testApp, lab, Programme.LRP);
    const previous = await recognitionOf(lab, Programme.LRP);
    const scope = await pendingSigning(lab, Programme.LRP, 'change-of-scope');
    const granted = await officer(scope.id, 'recognise');
    expect(messageOf(granted)).toContain(`${scope.referenceNumber}: Scope Granted.`);
    const changed = await recognitionOf(lab, Programme.LRP);
    expect(changed?.scopeSummary).not.toBe('Test scope.');
    expect(changed?.scopeSummary).toMatch(/^Chemical and microbiological testing of food: /);
    expect(changed?.validUntil.toISOString()).toBe(previous?.validUntil.toISOString());
    expect((await applicationRow(scope.id)).outcomeKind).toBe(OutcomeKind.scopeGranted);

    const details = await pendingSigning(lab, Programme.LRP, 'change-of-company-name');
    caseOf(await officer(details.id, 'recognise'));
    const kept = await recognitionOf(lab, Programme.LRP);
    expect(kept).toMatchObject({
      scopeSummary: changed?.scopeSummary,
      recognitionNumber: previous?.recognitionNumber,
      applicationId: details.id,
    });
    expect(kept?.validUntil.toISOString()).toBe(previous?.validUntil.toISOString());
    expect((await applicationRow(details.id)).outcomeKind).toBe(OutcomeKind.companyDetailsUpdated);
    expect((await applicationRow(scope.id)).status).toBe(S.closed);
  });

  it('refuses a Renewal of a company without a recognition, and touches nothing', async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.IBR] });
    const renewal = await pendingSigning(lab, Programme.IBR, 'renewal');
    const refused = await officer(renewal.id, 'recognise');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      `${renewal.referenceNumber} cannot be recognised: the company holds no IBR recognition to renew.`,
    );
    expect((await applicationRow(renewal.id)).status).toBe(S.pendingSigning);
  });
});

describe('invoice', () => {
  it('issues the fee invoice as a PDF from the template’s fees, once; records the payment once', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const template = await latestTemplate(db(), Programme.LRP, 'new');
    const fees = template?.definition.fees ?? [];
    const total = fees.reduce((sum, fee) => sum + fee.amountSgd, 0);
    expect(total).toBeGreaterThan(0);

    const past = await officer(application.id, 'invoice', { dueDate: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toEqual({ dueDate: ['The due date must be today or later'] });
    expect(messageOf(await officer(application.id, 'invoice/paid'))).toBe(INVOICE_MESSAGES.noInvoice);

    const issued = await officer(application.id, 'invoice', { dueDate: day(0) });
    const invoice = caseOf(issued).workflow.invoice;
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({ amountSgd: total, dueDate: day(0), paidAt: null });
    expect(invoice?.lines).toEqual(fees.map(({ item, amountSgd }) => ({ item, amountSgd })));
    expect(messageOf(issued)).toContain(`Issued invoice ${invoice?.number}`);

    const [file] = await db()
      .select()
      .from(attachments)
      .where(eq(attachments.id, invoice?.attachmentId ?? ''));
    expect(file).toMatchObject({
      status: AttachmentScanStatus.scanned,
      companyId: application.lab.companyId,
      entityId: application.id,
      displayFileName: `Invoice ${invoice?.number}.pdf`,
    });
    const download = await officerGet(
      `/api/officer/applications/${application.id}/document/${invoice?.attachmentId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.toString('latin1')).toContain(`Invoice ${invoice?.number}`);
    const company = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/invoice?attachmentId=${invoice?.attachmentId}`,
      headers: { cookie: application.lab.cookie },
    });
    expect(company.statusCode).toBe(200);

    const again = await officer(application.id, 'invoice', { dueDate: day(5) });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(INVOICE_MESSAGES.alreadyIssued(invoice?.number ?? ''));

    const paid = caseOf(await officer(application.id, 'invoice/paid'));
    expect(paid.workflow.invoice?.paidAt).not.toBeNull();
    const twice = await officer(application.id, 'invoice/paid');
    expect(twice.statusCode).toBe(409);
    const audit = await listAuditLog(db(), {
      Entity: 'application',
      EntityId: application.id,
      Page: 1,
      PageSize: 10,
    });
    expect(audit.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['application.issue-invoice', 'application.record-payment']),
    );
  });

  it('refuses an invoice on a draft', async () => {
    const draft = await seededApplication(testApp, { status: S.draft });
    const refused = await officer(draft.id, 'invoice', { dueDate: day(10) });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('You cannot issue an invoice while the application is in Draft.');
  });
});

describe('work queue', () => {
  async function queue(query = '') {
    const response = await officerGet(`/api/officer/applications?PageSize=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return unescapeHtmlDeep(response.json().data) as { items: OfficerQueueItem[]; total: number };
  }

  /** Three applications waiting since long before anything else, oldest first. */
  async function waitingSince1990() {
    const review = await seededApplication(testApp, {
      status: S.applicationReview,
      programme: Programme.IBR,
    });
    const information = await seededApplication(testApp, { status: S.requestForInformation });
    const correcting = await seededApplication(testApp, { status: S.pendingCorrectiveAction });
    const since = (id: string, date: string) =>
      db()
        .update(applications)
        .set({ statusSince: new Date(date) })
        .where(eq(applications.id, id));
    await since(correcting.id, '1990-01-01T00:00:00Z');
    await since(information.id, '1990-01-02T00:00:00Z');
    await since(review.id, '1990-01-03T00:00:00Z');
    await db()
      .insert(applicationCorrespondence)
      .values({
        applicationId: information.id,
        round: 1,
        subject: 'Records',
        message: 'Send them.',
        dueDate: day(-1),
        status: CorrespondenceStatus.sent,
        sentAt: new Date(),
      });
    const [accepted] = await addFindings(testApp, correcting, [day(2), day(10), day(20)]);
    await db()
      .insert(correctiveActions)
      .values({
        findingId: accepted?.id ?? '',
        attempt: 1,
        text: 'Done.',
        status: CorrectiveActionStatus.accepted,
      });
    return { review, information, correcting };
  }

  it('lists open submitted applications, oldest in status first, with age, due date, overdue and whose move', async () => {
    const { review, information, correcting } = await waitingSince1990();
    const { items, total } = await queue();
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([correcting.id, information.id, review.id]);
    const since = items.map((item) => item.statusSince);
    expect(since).toEqual([...since].sort());
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.status !== S.draft && !isEnded(item.status))).toBe(true);

    const [first, second, third] = items;
    expect(first).toMatchObject({
      dueDate: day(10),
      overdue: false,
      waitingOn: 'company',
      companyName: expect.stringMatching(/^Test Laboratory /),
    });
    expect(first?.ageDays).toBeGreaterThan(10_000);
    expect(second).toMatchObject({
      dueDate: day(-1),
      overdue: true,
      waitingOn: 'company',
      statusLabel: 'Request For Information',
    });
    expect(third).toMatchObject({
      dueDate: null,
      overdue: false,
      waitingOn: 'officer',
      programmeLabel: 'IBR',
    });

    const invoice = await officer(review.id, 'invoice', { dueDate: day(3) });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const [, , withInvoice] = (await queue()).items;
    expect(withInvoice).toMatchObject({ id: review.id, dueDate: day(3), overdue: false });
    await db()
      .update(applicationInvoices)
      .set({ dueDate: day(-3) })
      .where(eq(applicationInvoices.applicationId, review.id));
    expect((await queue()).items[2]).toMatchObject({ dueDate: day(-3), overdue: true });
  });

  it('filters by statuses (ended ones only when named), programme and category; never lists drafts', async () => {
    const { review, information } = await waitingSince1990();
    const voided = await seededApplication(testApp, { status: S.voided, endReason: 'Duplicate.' });
    const rfi = await queue('&Status=3');
    expect(rfi.items.every((item) => item.status === S.requestForInformation)).toBe(true);
    expect(rfi.items.map((item) => item.id)).toContain(information.id);
    const both = await queue('&Status=3&Status=14');
    expect(both.items.map((item) => item.id)).toEqual(expect.arrayContaining([information.id, voided.id]));
    expect(both.items.find((item) => item.id === voided.id)).toMatchObject({
      waitingOn: null,
      dueDate: null,
    });
    expect((await queue()).items.map((item) => item.id)).not.toContain(voided.id);
    const ibr = await queue(`&Programme=${Programme.IBR}`);
    expect(ibr.items.every((item) => item.programme === Programme.IBR)).toBe(true);
    expect(ibr.items.map((item) => item.id)).toContain(review.id);
    const renewals = await queue('&Category=2');
    expect(renewals.items.every((item) => item.category === 2)).toBe(true);
    expect((await queue('&Status=1')).total).toBe(0);
    const bad = await officerGet('/api/officer/applications?Status=99');
    expect(bad.statusCode).toBe(400);
  });
});
