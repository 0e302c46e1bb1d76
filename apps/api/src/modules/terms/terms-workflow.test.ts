import {
  ATTACH_TERMS_MESSAGE,
  AttachmentScanStatus,
  type CompanyTermsItem,
  CorrespondenceStatus,
  type FileType,
  fileNameFromContentDisposition,
  Programme,
  type ProgrammeTerms,
  toQueryString,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  companies,
  companyTermsAndConditions,
  inAppNotifications,
} from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { minimalPdf } from '../../db/seed/minimal-pdf.js';
import { COMPANIES_ONLY_MESSAGE } from '../../plugins/session.js';
import { registerLab } from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { attemptUpload, type ChosenFile, uploadFile } from '../../test/uploads.js';
import type { AuditEntry } from '../audit/audit.schemas.js';
import type { OfficerTermsItem } from './terms.schemas.js';
import { TERMS_FOR_LOCAL_LABS_MESSAGE, TERMS_MESSAGES } from './terms.service.js';

/**
 * The terms workflow through HTTP on the real database: the company requests, an officer sends or
 * rejects, the company acknowledges, a new version makes what companies hold Obsolete. The tests run in
 * order on one database; every officer action is checked in the audit log at the end.
 */

/**
 * The response's message as the web client reads it (docs/requirements.md §7: response text arrives
 * HTML-escaped).
 */
/** The field messages of a 400. */
const fieldMessagesOf = (response: { json(): { message: unknown } }) =>
  messageOf(response) as Record<string, string[]>;

let testApp: TestApp;
let officer: string;
let officerUserId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
  officerUserId = (await inject('GET', '/api/auth/user', officer)).json().data.userId;
});
afterAll(() => testApp?.close());

type Method = 'GET' | 'POST';
const inject = (method: Method, url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

/** What the audit log must hold at the end: each officer action of this file, with its request id. */
const expectedAudit: Array<{ action: string; entityId: string; requestId: string | null }> = [];

const requestBody = (applicationType: number, overrides: Record<string, unknown> = {}) => ({
  applicationType,
  contactName: 'Bob Lim Wei Jie',
  contactEmail: 'bob@newco.example',
  purpose: 'Microbiological testing of ready-to-eat food & beverages for export.',
  ...overrides,
});

async function requestTerms(
  cookie: string,
  applicationType: number,
  overrides: Record<string, unknown> = {},
) {
  return inject('POST', '/api/company-terms-and-conditions', cookie, requestBody(applicationType, overrides));
}

async function listOf(cookie: string): Promise<CompanyTermsItem[]> {
  const response = await inject('GET', '/api/company-terms-and-conditions', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data);
}

async function latestOf(cookie: string): Promise<ProgrammeTerms[]> {
  const response = await inject('GET', '/api/company-terms-and-conditions/latest', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const latestOfProgramme = async (cookie: string, programme: number) =>
  (await latestOf(cookie)).find((item) => item.applicationType.value === programme);

const acknowledge = (cookie: string, id: string, body: object = { companyTermsAndConditionId: id }) =>
  inject('POST', `/api/company-terms-and-conditions/${id}`, cookie, body);

async function userOf(cookie: string) {
  const response = await inject('GET', '/api/auth/user', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function officerSend(companyUen: string, applicationType: number) {
  const response = await inject('POST', '/api/officer/company-terms-and-conditions/send', officer, {
    companyUen,
    applicationType,
  });
  if (response.statusCode === 200) {
    const item: OfficerTermsItem = response.json().data;
    expectedAudit.push({ action: 'terms.send', entityId: item.id, requestId: requestIdOf(response) });
  }
  return response;
}

async function officerReject(companyUen: string, applicationType: number, reason: string) {
  const response = await inject('POST', '/api/officer/company-terms-and-conditions/reject', officer, {
    companyUen,
    applicationType,
    reason,
  });
  if (response.statusCode === 200) {
    const item: OfficerTermsItem = response.json().data;
    expectedAudit.push({ action: 'terms.reject', entityId: item.id, requestId: requestIdOf(response) });
  }
  return response;
}

const requestIdOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id'] ?? '');

async function notificationsOf(cookie: string) {
  const response = await inject('GET', '/api/in-app-notifications?PageSize=100', cookie);
  expect(response.statusCode).toBe(200);
  return unescapeHtmlDeep(response.json().data.items) as Array<{
    title: string;
    message: string;
    linkPath: string | null;
    isRead: boolean;
  }>;
}

async function companyIdOf(uen: string): Promise<string> {
  const [company] = await testApp.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.uen, uen));
  if (!company) throw new Error(`No company ${uen}`);
  return company.id;
}

/** Uploads the signature and saves a complete profile, as the Profile page does. */
async function completeProfile(cookie: string) {
  const png = testFiles.png();
  const sas = await inject('POST', '/api/attachments/sas', cookie, {
    fileName: 'signature.png',
    fileSize: png.length,
    purpose: 'signature',
  });
  expect(sas.statusCode, sas.body).toBe(200);
  const target = unescapeHtmlDeep(sas.json().data);
  const put = await testApp.app.inject({
    method: 'PUT',
    url: target.uploadUrl,
    headers: target.headers,
    payload: png,
  });
  expect(put.statusCode).toBeLessThan(300);
  const completed = await inject('POST', `/api/attachments/uploads/${target.uploadId}/complete`, cookie);
  await testApp.app.scanWorker.drain();
  const saved = await inject('POST', '/api/auth/profile', cookie, {
    name: DEMO_ACCOUNTS.newcomer.name,
    email: DEMO_ACCOUNTS.newcomer.email,
    telephone: { countryCode: '65', areaCode: '', number: '6123 4567' },
    signatureAttachmentId: completed.json().data.attachmentId,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.isComplete).toBe(true);
}

const NEWCOMER_UEN = DEMO_ACCOUNTS.newcomer.companyUen;
const SUSPENDED_UEN = DEMO_ACCOUNTS.suspended.companyUen;
const READY_UEN = DEMO_ACCOUNTS.ready.companyUen;

describe("the newcomer's path: profile, request, officer sends, acknowledge, dashboard", () => {
  let newcomer: string;
  let requestedId: string;

  it('completes the profile and is not yet allowed to the dashboard', async () => {
    newcomer = await signInAs(testApp, 'newcomer');
    await completeProfile(newcomer);
    expect(await userOf(newcomer)).toMatchObject({
      role: 'company',
      profileComplete: true,
      dashboardAllowed: false,
    });
    expect(await listOf(newcomer)).toEqual([]);
  });

  it('requests the LRP terms: Requested, with what the company gave', async () => {
    const response = await requestTerms(newcomer, Programme.LRP);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      code: 201,
      message:
        'Your request for the LRP terms and conditions has been sent. We will let you know when they are ready.',
    });
    const item: CompanyTermsItem = unescapeHtmlDeep(response.json().data);
    expect(item).toEqual({
      id: expect.any(String),
      applicationType: { value: Programme.LRP, label: 'LRP' },
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.requested, label: 'Requested' },
      version: null,
      documentTitle: null,
      requestedAt: expect.any(String),
      sentAt: null,
      acknowledgedAt: null,
      rejectedAt: null,
      obsoletedAt: null,
      rejectionReason: null,
      contactName: 'Bob Lim Wei Jie',
      contactEmail: 'bob@newco.example',
      purpose: 'Microbiological testing of ready-to-eat food & beverages for export.',
    });
    requestedId = item.id;
    expect(await listOf(newcomer)).toEqual([item]);
    expect(await latestOfProgramme(newcomer, Programme.LRP)).toMatchObject({
      companyTermsAndConditionId: item.id,
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.requested },
      version: null,
      isAbleToRequest: false,
    });
    // Requested is not Sent: the dashboard stays closed.
    expect((await userOf(newcomer)).dashboardAllowed).toBe(false);
  });

  it('refuses a second request while one is open', async () => {
    const response = await requestTerms(newcomer, Programme.LRP);
    expect(response.statusCode).toBe(409);
    expect(unescapeHtmlDeep(response.json())).toMatchObject({
      success: false,
      code: 409,
      message: 'You have already requested the LRP terms and conditions. We will send them to you.',
    });
  });

  it('refuses to acknowledge terms that have not been sent', async () => {
    const response = await acknowledge(newcomer, requestedId);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(TERMS_MESSAGES.notSentYet);
  });

  it('lists the request for officers, with the company and what it gave', async () => {
    const response = await inject('GET', '/api/officer/terms-requests', officer);
    expect(response.statusCode).toBe(200);
    const requests: OfficerTermsItem[] = unescapeHtmlDeep(response.json().data);
    expect(requests).toEqual([
      expect.objectContaining({
        id: requestedId,
        company: {
          id: await companyIdOf(NEWCOMER_UEN),
          uen: NEWCOMER_UEN,
          name: DEMO_ACCOUNTS.newcomer.companyName,
        },
        applicationType: { value: Programme.LRP, label: 'LRP' },
        contactEmail: 'bob@newco.example',
      }),
    ]);
  });

  it('the officer sends the current version: the request becomes Sent and the company is notified', async () => {
    const response = await officerSend(NEWCOMER_UEN.toLowerCase(), Programme.LRP);
    expect(response.statusCode, response.body).toBe(200);
    // One full stop: the company's name ends in one ("… Pte. Ltd.").
    expect(DEMO_ACCOUNTS.newcomer.companyName).toMatch(/\.$/);
    expect(messageOf(response)).toBe(
      `Sent the LRP terms and conditions v1 to ${DEMO_ACCOUNTS.newcomer.companyName}`,
    );
    expect(response.json().data).toMatchObject({
      id: requestedId,
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent, label: 'Sent' },
      version: 1,
      documentTitle: 'Laboratory Recognition Programme (LRP): Company Terms and Conditions',
      sentAt: expect.any(String),
    });

    const notifications = await notificationsOf(newcomer);
    expect(notifications).toEqual([
      expect.objectContaining({
        title: 'LRP terms and conditions are ready for you to acknowledge',
        linkPath: '/terms-and-conditions',
        isRead: false,
      }),
    ]);
    expect((await inject('GET', '/api/officer/terms-requests', officer)).json().data).toEqual([]);

    const user = await userOf(newcomer);
    expect(user.companyTermsAndConditionsPendingAcknowledgement).toEqual([Programme.LRP]);
    expect(user.dashboardAllowed).toBe(true);
  });

  it('refuses a request while the terms are Sent, and a second send', async () => {
    const request = await requestTerms(newcomer, Programme.LRP);
    expect(request.statusCode).toBe(409);
    expect(messageOf(request)).toBe(
      'You have already received the LRP terms and conditions. Acknowledge them on this page.',
    );
    const send = await officerSend(NEWCOMER_UEN, Programme.LRP);
    expect(send.statusCode).toBe(409);
    expect(messageOf(send)).toBe(
      `${DEMO_ACCOUNTS.newcomer.companyName} (${NEWCOMER_UEN}) already has the LRP terms and conditions and has not acknowledged them yet.`,
    );
  });

  it('refuses an acknowledgement whose body names other terms, or an id that is not a GUID', async () => {
    const other = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const mismatch = await acknowledge(newcomer, requestedId, { companyTermsAndConditionId: other });
    expect(mismatch.statusCode).toBe(400);
    expect(messageOf(mismatch)).toEqual({ companyTermsAndConditionId: [TERMS_MESSAGES.idMismatch] });

    const missing = await acknowledge(newcomer, requestedId, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(fieldMessagesOf(missing))).toEqual(['companyTermsAndConditionId']);

    const notGuid = await acknowledge(newcomer, 'not-a-guid', { companyTermsAndConditionId: 'not-a-guid' });
    expect(notGuid.statusCode).toBe(400);
  });

  it("does not let another company acknowledge the newcomer's terms: 404", async () => {
    const response = await acknowledge(await signInAs(testApp, 'dual'), requestedId);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(TERMS_MESSAGES.itemNotFound);
  });

  it('acknowledges: Acknowledged, nothing pending, the dashboard is allowed', async () => {
    const response = await acknowledge(newcomer, requestedId);
    expect(response.statusCode, response.body).toBe(200);
    expect(messageOf(response)).toBe('You have acknowledged the LRP terms and conditions.');
    expect(response.json().data).toMatchObject({
      id: requestedId,
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.acknowledged, label: 'Acknowledged' },
      version: 1,
      acknowledgedAt: expect.any(String),
    });
    const user = await userOf(newcomer);
    expect(user).toMatchObject({
      dashboardAllowed: true,
      companyTermsAndConditionsPendingAcknowledgement: [],
    });
    expect(user.termsAndConditions[0]).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.acknowledged },
      version: 1,
      isAbleToRequest: false,
    });
  });

  it('refuses to acknowledge twice, and a request once acknowledged', async () => {
    const again = await acknowledge(newcomer, requestedId);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('You have already acknowledged these terms and conditions.');
    const request = await requestTerms(newcomer, Programme.LRP);
    expect(request.statusCode).toBe(409);
    expect(messageOf(request)).toBe(TERMS_MESSAGES.alreadyAcknowledgedProgramme('LRP'));
  });
});

describe('request, reject with a reason, request again', () => {
  let suspended: string;
  let rejectedId: string;

  it('the officer rejects an open request; the company reads the reason and may ask again', async () => {
    suspended = await signInAs(testApp, 'suspended');
    const requested = await requestTerms(suspended, Programme.IBR, {
      contactName: 'Erin Koh Li Ting',
      contactEmail: 'erin@eastern-audit.example',
      purpose: 'Inspection of cold stores.',
    });
    expect(requested.statusCode).toBe(201);
    rejectedId = requested.json().data.id;

    const reason = "Your company isn't an inspection body; request the AOR terms instead.";
    const response = await officerReject(SUSPENDED_UEN, Programme.IBR, reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(unescapeHtmlDeep(response.json().data)).toMatchObject({
      id: rejectedId,
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.rejected, label: 'Rejected' },
      rejectionReason: reason,
      rejectedAt: expect.any(String),
    });

    const [item] = await listOf(suspended);
    expect(item).toMatchObject({ id: rejectedId, rejectionReason: reason, version: null });
    expect(await latestOfProgramme(suspended, Programme.IBR)).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.rejected, label: 'Rejected' },
      isAbleToRequest: true,
    });
    expect((await notificationsOf(suspended))[0]).toMatchObject({
      title: 'Your request for the IBR terms and conditions was not accepted',
      message: `Reason: ${reason} You can request the IBR terms and conditions again.`,
      linkPath: '/terms-and-conditions',
    });
  });

  it('refuses to acknowledge a rejected request, and to reject what is not requested', async () => {
    const acknowledgement = await acknowledge(suspended, rejectedId);
    expect(acknowledgement.statusCode).toBe(409);
    expect(messageOf(acknowledgement)).toBe(TERMS_MESSAGES.rejected);

    const again = await officerReject(SUSPENDED_UEN, Programme.IBR, 'Twice.');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      `${DEMO_ACCOUNTS.suspended.companyName} (${SUSPENDED_UEN}) has no open request for the IBR terms and conditions.`,
    );
    const sent = await officerReject(READY_UEN, Programme.IBR, 'Not requested.');
    expect(sent.statusCode).toBe(409);
    expect(messageOf(sent)).toContain('already has the IBR terms and conditions');
  });

  it('requests again: a new Requested item, listed first', async () => {
    const response = await requestTerms(suspended, Programme.IBR, {
      purpose: 'Inspection of cold stores again.',
    });
    expect(response.statusCode).toBe(201);
    const items = await listOf(suspended);
    expect(items.map((item) => item.companyTermsAndConditionsStatus.label)).toEqual([
      'Requested',
      'Rejected',
    ]);
    expect(items[0]?.id).toBe(response.json().data.id);
    expect(await latestOfProgramme(suspended, Programme.IBR)).toMatchObject({ isAbleToRequest: false });
  });
});

describe('an officer sends terms unasked', () => {
  it('creates a Sent item for a company that has none of the programme', async () => {
    const suspended = await signInAs(testApp, 'suspended');
    const response = await officerSend(SUSPENDED_UEN, Programme.AOR);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent },
      requestedAt: null,
      version: 1,
      contactName: null,
    });
    expect(await latestOfProgramme(suspended, Programme.AOR)).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent },
      isAbleToRequest: false,
    });
  });

  it('refuses an unknown UEN, the regulator, and an overseas laboratory', async () => {
    const unknown = await officerSend('199900000Z', Programme.LRP);
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('No laboratory has the UEN 199900000Z.');
    const regulator = await officerSend(DEMO_OFFICER.companyUen, Programme.LRP);
    expect(regulator.statusCode).toBe(404);
  });
});

describe('the terms document', () => {
  it('downloads the version sent to the company, named after the programme and version', async () => {
    const ready = await signInAs(testApp, 'ready');
    const response = await inject(
      'GET',
      `/api/terms-and-conditions/document${toQueryString({ ApplicationType: 2 })}`,
      ready,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      'IBR Terms and Conditions v1.pdf',
    );
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Inspection Body Recognition \\(IBR\\): Company Terms and Conditions)');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('downloads the latest version for a company that holds none', async () => {
    const dual = await signInAs(testApp, 'dual');
    const response = await inject('GET', '/api/terms-and-conditions/document?ApplicationType=3', dual);
    expect(response.statusCode).toBe(200);
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(
      'AOR Terms and Conditions v1.pdf',
    );
  });

  it('refuses a missing or unknown programme, overseas laboratories and officers', async () => {
    const ready = await signInAs(testApp, 'ready');
    for (const query of ['', '?ApplicationType=4', '?ApplicationType=LRP']) {
      const response = await inject('GET', `/api/terms-and-conditions/document${query}`, ready);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toEqual({ ApplicationType: ['Choose a programme: 1 LRP, 2 IBR or 3 AOR'] });
    }
    const overseas = await inject(
      'GET',
      '/api/terms-and-conditions/document?ApplicationType=1',
      await signInOverseas(testApp),
    );
    expect(overseas.statusCode).toBe(403);
    expect(messageOf(overseas)).toBe(TERMS_FOR_LOCAL_LABS_MESSAGE);
    const asOfficer = await inject('GET', '/api/terms-and-conditions/document?ApplicationType=1', officer);
    expect(asOfficer.statusCode).toBe(403);
    expect(messageOf(asOfficer)).toBe(COMPANIES_ONLY_MESSAGE);
  });
});

describe('publishing a new version', () => {
  const title = 'Laboratory Recognition Programme (LRP): Company Terms and Conditions, 2027 edition';
  const pdf = minimalPdf(title, ['1. The laboratory shall report every change of its accredited scope.']);
  const publish = (payload: Record<string, unknown>) =>
    inject('POST', '/api/officer/terms-documents', officer, payload);
  /** The officer's upload of the terms' file, as the console sends it (PDF only), scanned; answers its id. */
  const uploaded = async (bytes: Buffer, options: { fileTypes?: FileType[] } = {}) => {
    const file: ChosenFile = {
      name: 'Terms.pdf',
      bytes,
      purpose: 'officer-document',
      fileTypes: ['pdf'],
      ...options,
    };
    return (await uploadFile(testApp, officer, file)).attachmentId;
  };

  it('refuses what is not a PDF, a PDF cut short or password-protected, no upload and a missing title', async () => {
    // What is no PDF is refused by its upload, before any publication can name it.
    const notPdf = await attemptUpload(testApp, officer, {
      name: 'Terms.pdf',
      bytes: testFiles.text(),
      purpose: 'officer-document',
      fileTypes: ['pdf'],
    });
    expect(notPdf.statusCode).toBe(400);
    expect(messageOf(notPdf)).toEqual({ file: ['The file must be a PDF'] });

    const png = await uploaded(testFiles.png(), { fileTypes: ['png'] });
    const cutShort = await uploaded(Buffer.from('%PDF-1.4\n% cut short\n', 'latin1'));
    const [untitled, unknownProgramme] = [await uploaded(pdf), await uploaded(pdf)];
    const locked = await uploaded(testFiles.encryptedPdf());
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ applicationType: 1, title, file: png }, { file: ['The file must be a PDF'] }],
      [
        { applicationType: 1, title, file: cutShort },
        { file: ['The file must be a PDF: it does not start with %PDF- and end with %%EOF'] },
      ],
      [
        { applicationType: 1, title, file: locked },
        { file: ['Terms.pdf: The selected file is password protected – remove the password and try again'] },
      ],
      [{ applicationType: 1, title }, { file: [ATTACH_TERMS_MESSAGE] }],
      [{ applicationType: 1, title, file: 'Terms.pdf' }, { file: ['Upload the file'] }],
      [
        { applicationType: 1, title: '  ', file: untitled },
        { title: ['Enter the title of the terms and conditions'] },
      ],
      [
        { applicationType: 9, title, file: unknownProgramme },
        { applicationType: ['Choose a programme: 1 LRP, 2 IBR or 3 AOR'] },
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await publish(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(messageOf(response)).toEqual(message);
    }
    const documents = await inject('GET', '/api/officer/terms-documents?ApplicationType=1', officer);
    expect(documents.json().data.map((document: { version: number }) => document.version)).toEqual([1]);
    // A refused publication leaves the officer's upload as it was, and its bytes with it.
    const [kept] = await testApp.database.db.select().from(attachments).where(eq(attachments.id, cutShort));
    expect(kept).toMatchObject({ purpose: 'officer-document', status: AttachmentScanStatus.scanned });
    expect(await testApp.storage.get(kept?.storageKey ?? '')).not.toBeNull();
  });

  it('makes every Sent or Acknowledged LRP item Obsolete and sends the new version in its place', async () => {
    const db = testApp.database.db;
    const holdersBefore = await db
      .select()
      .from(companyTermsAndConditions)
      .where(
        and(
          eq(companyTermsAndConditions.programme, Programme.LRP),
          inArray(companyTermsAndConditions.status, [
            CorrespondenceStatus.sent,
            CorrespondenceStatus.acknowledged,
          ]),
        ),
      );
    // ready, dual, veteran and revoked from the seed, the newcomer from the path above.
    expect(holdersBefore).toHaveLength(5);

    const file = await uploaded(pdf);
    const response = await publish({ applicationType: Programme.LRP, title, file });
    expect(response.statusCode, response.body).toBe(201);
    // The upload became the published file: it is no longer an attachment anyone can name again.
    expect(await testApp.database.db.select().from(attachments).where(eq(attachments.id, file))).toEqual([]);
    const again = await publish({ applicationType: Programme.LRP, title, file });
    expect(messageOf(again)).toEqual({ file: ['The file was not found. Upload it again'] });
    const { document, companiesToAcknowledgeAgain } = unescapeHtmlDeep(response.json().data);
    expect(companiesToAcknowledgeAgain).toBe(5);
    expect(document).toMatchObject({
      applicationType: { value: Programme.LRP, label: 'LRP' },
      version: 2,
      title,
      fileName: 'LRP Terms and Conditions v2.pdf',
      fileSize: pdf.length,
      publishedBy: { userId: officerUserId, name: DEMO_OFFICER.name },
    });

    const requestId = requestIdOf(response);
    expectedAudit.push({ action: 'terms.publish', entityId: document.id, requestId });
    for (const held of holdersBefore) {
      expectedAudit.push({ action: 'terms.make-obsolete', entityId: held.id, requestId });
    }
    const newlySent = await db
      .select()
      .from(companyTermsAndConditions)
      .where(eq(companyTermsAndConditions.documentId, document.id));
    expect(newlySent).toHaveLength(5);
    for (const sent of newlySent) {
      expect(sent.status).toBe(CorrespondenceStatus.sent);
      expectedAudit.push({ action: 'terms.send', entityId: sent.id, requestId });
    }

    const ready = await signInAs(testApp, 'ready');
    const items = (await listOf(ready)).filter((item) => item.applicationType.value === Programme.LRP);
    expect(items.map((item) => [item.companyTermsAndConditionsStatus.label, item.version])).toEqual([
      ['Sent', 2],
      ['Obsolete', 1],
    ]);
    expect(items[1]?.obsoletedAt).not.toBeNull();
    expect(await latestOfProgramme(ready, Programme.LRP)).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent },
      version: 2,
      isAbleToRequest: false,
    });
    expect((await notificationsOf(ready))[0]).toMatchObject({
      title: 'LRP terms and conditions are ready for you to acknowledge',
      message: expect.stringContaining('Version 2 of the LRP terms and conditions'),
    });
    // Companies without LRP terms are left alone.
    const suspendedItems = await listOf(await signInAs(testApp, 'suspended'));
    expect(suspendedItems.some((item) => item.applicationType.value === Programme.LRP)).toBe(false);
  });

  it('lets the company download the new version and acknowledge again; the obsolete one cannot be', async () => {
    const ready = await signInAs(testApp, 'ready');
    const download = await inject('GET', '/api/terms-and-conditions/document?ApplicationType=1', ready);
    expect(fileNameFromContentDisposition(download.headers['content-disposition'])).toBe(
      'LRP Terms and Conditions v2.pdf',
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const [current, obsolete] = (await listOf(ready)).filter(
      (item) => item.applicationType.value === Programme.LRP,
    );
    const old = await acknowledge(ready, obsolete?.id ?? '');
    expect(old.statusCode).toBe(409);
    expect(messageOf(old)).toBe(TERMS_MESSAGES.superseded);

    const response = await acknowledge(ready, current?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.acknowledged },
      version: 2,
    });
  });

  it('lists the versions for officers, newest first', async () => {
    const response = await inject('GET', '/api/officer/terms-documents', officer);
    expect(response.statusCode).toBe(200);
    const documents = response.json().data as Array<{ applicationType: { label: string }; version: number }>;
    expect(documents.map((document) => `${document.applicationType.label} v${document.version}`)).toEqual([
      'LRP v2',
      'LRP v1',
      'IBR v1',
      'AOR v1',
    ]);
  });
});

describe('requests the API refuses', () => {
  it('lets only one of two simultaneous requests through', async () => {
    const dual = await signInAs(testApp, 'dual');
    const responses = await Promise.all([
      requestTerms(dual, Programme.AOR),
      requestTerms(dual, Programme.AOR),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && messageOf(refused)).toBe(TERMS_MESSAGES.alreadyRequested('AOR'));
    const aor = (await listOf(dual)).filter((item) => item.applicationType.value === Programme.AOR);
    expect(aor).toHaveLength(1);
  });

  it('names each invalid field of a request', async () => {
    const dual = await signInAs(testApp, 'dual');
    const response = await inject('POST', '/api/company-terms-and-conditions', dual, {
      applicationType: 7,
      contactName: ' ',
      contactEmail: 'not-an-email',
      purpose: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toEqual({
      applicationType: ['Choose a programme: 1 LRP, 2 IBR or 3 AOR'],
      contactName: ['Enter the name of the person we should contact about these terms and conditions'],
      contactEmail: ['Enter an email address in the correct format, like name@example.com'],
      purpose: ['What your company plans to apply for must be 1,000 characters or fewer'],
    });
    const empty = await inject('POST', '/api/company-terms-and-conditions', dual, {});
    expect(Object.keys(fieldMessagesOf(empty)).sort()).toEqual([
      'applicationType',
      'contactEmail',
      'contactName',
      'purpose',
    ]);
    expect(fieldMessagesOf(empty).purpose).toEqual([
      'Tell us what your company plans to apply for under this programme',
    ]);
  });

  it('keeps the company terms for local laboratories, and out of officers’ reach', async () => {
    const overseas = await signInOverseas(testApp);
    for (const [method, url] of [
      ['GET', '/api/company-terms-and-conditions'],
      ['POST', '/api/company-terms-and-conditions'],
    ] as const) {
      const response = await inject(method, url, overseas, method === 'POST' ? requestBody(1) : undefined);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(TERMS_FOR_LOCAL_LABS_MESSAGE);
    }
    for (const [method, url] of [
      ['GET', '/api/company-terms-and-conditions'],
      ['POST', '/api/company-terms-and-conditions'],
      ['GET', '/api/company-terms-and-conditions/latest'],
      ['GET', '/api/applications'],
      ['GET', '/api/auth/profile'],
    ] as const) {
      const response = await inject(method, url, officer, method === 'POST' ? requestBody(1) : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(messageOf(response)).toBe(COMPANIES_ONLY_MESSAGE);
    }
  });

  it('needs a session', async () => {
    for (const url of [
      '/api/company-terms-and-conditions',
      '/api/terms-and-conditions/document?ApplicationType=1',
    ]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the audit log', () => {
  it('holds every officer action of these tests, with the officer, the request and before and after', async () => {
    const response = await inject('GET', '/api/officer/audit-log?PageSize=100', officer);
    expect(response.statusCode).toBe(200);
    const { items, total } = unescapeHtmlDeep(response.json().data) as { items: AuditEntry[]; total: number };
    expect(total).toBe(expectedAudit.length);
    const key = (entry: { action: string; entityId: string | null; requestId: string | null }) =>
      `${entry.action} ${entry.entityId} ${entry.requestId}`;
    expect(items.map(key).sort()).toEqual(expectedAudit.map(key).sort());
    for (const entry of items) {
      expect(entry).toMatchObject({
        officer: { userId: officerUserId, name: DEMO_OFFICER.name, email: DEMO_OFFICER.email },
        actor: officerUserId,
      });
    }

    const sends = items.filter((entry) => entry.action === 'terms.send');
    const requestSent = sends.find((entry) => entry.before !== null);
    expect(requestSent?.before).toMatchObject({ statusLabel: 'Requested', documentId: null });
    expect(requestSent?.after).toMatchObject({ statusLabel: 'Sent', documentId: expect.any(String) });
    expect(sends.filter((entry) => entry.before === null).length).toBeGreaterThan(0);

    const rejection = items.find((entry) => entry.action === 'terms.reject');
    expect(rejection).toMatchObject({
      entityType: 'company-terms-and-conditions',
      before: { statusLabel: 'Requested', rejectionReason: null },
      after: { statusLabel: 'Rejected', rejectionReason: expect.stringContaining('inspection body') },
    });
    const publication = items.find((entry) => entry.action === 'terms.publish');
    expect(publication).toMatchObject({
      entityType: 'terms-document',
      before: { version: 1, programme: Programme.LRP },
      after: { version: 2, programme: Programme.LRP, fileName: 'LRP Terms and Conditions v2.pdf' },
    });
    for (const entry of items.filter((each) => each.action === 'terms.make-obsolete')) {
      expect(entry.before?.statusLabel).toMatch(/^(Sent|Acknowledged)$/);
      expect(entry.after?.statusLabel).toBe('Obsolete');
    }
  });

  it('filters by entity and action, and pages', async () => {
    const rejections = await inject('GET', '/api/officer/audit-log?Action=terms.reject', officer);
    expect(rejections.json().data.items.map((entry: AuditEntry) => entry.action)).toEqual(['terms.reject']);
    const documents = await inject('GET', '/api/officer/audit-log?Entity=terms-document', officer);
    expect(documents.json().data.total).toBe(1);
    const page = await inject('GET', '/api/officer/audit-log?Page=2&PageSize=2', officer);
    expect(page.json().data).toMatchObject({ page: 2, pageSize: 2, total: expectedAudit.length });
    expect(page.json().data.items).toHaveLength(2);

    const bad = await inject('GET', '/api/officer/audit-log?Action=terms.delete&PageSize=0', officer);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldMessagesOf(bad)).sort()).toEqual(['Action', 'PageSize']);
  });
});

it('counts the notifications of the companies that were sent terms', async () => {
  const rows = await testApp.database.db
    .select({ title: inAppNotifications.title })
    .from(inAppNotifications)
    .where(eq(inAppNotifications.companyId, await companyIdOf(NEWCOMER_UEN)));
  expect(rows.map((row) => row.title)).toEqual([
    'LRP terms and conditions are ready for you to acknowledge',
    'LRP terms and conditions are ready for you to acknowledge',
  ]);
});

// After the audit log's checks, which count the officer actions of the tests above.
describe('the company’s actions on a programme’s terms', () => {
  let cookie: string;
  let uen: string;
  const actionsOf = async () => (await latestOfProgramme(cookie, Programme.AOR))?.actions ?? [];
  const actionOf = async (name: 'request' | 'acknowledge') =>
    (await actionsOf()).find((action) => action.name === name);

  /** A step the actions call closed is refused (409) in the action's words. */
  async function expectRefused(name: 'request' | 'acknowledge', attempt: () => ReturnType<typeof inject>) {
    const action = await actionOf(name);
    expect(action?.open).toBe(false);
    const response = await attempt();
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(action?.reason);
  }

  it('says request is open exactly when a request is accepted, and gives the refusal’s words when not', async () => {
    const lab = await registerLab(testApp);
    cookie = lab.cookie;
    const [company] = await testApp.database.db
      .select({ uen: companies.uen })
      .from(companies)
      .where(eq(companies.id, lab.companyId));
    uen = company?.uen ?? '';
    expect(await actionsOf()).toEqual([
      { name: 'request', open: true, reason: null },
      { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
    ]);
    const first = await requestTerms(cookie, Programme.AOR);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().data.id;

    await expectRefused('request', () => requestTerms(cookie, Programme.AOR));
    await expectRefused('acknowledge', () => acknowledge(cookie, firstId));
    expect(await actionOf('request')).toMatchObject({
      reason: 'You have already requested the AOR terms and conditions. We will send them to you.',
    });

    expect((await officerReject(uen, Programme.AOR, 'Not yet.')).statusCode).toBe(200);
    expect(await actionOf('request')).toEqual({ name: 'request', open: true, reason: null });
    await expectRefused('acknowledge', () => acknowledge(cookie, firstId));
    expect((await requestTerms(cookie, Programme.AOR)).statusCode).toBe(201);
  });

  it('says acknowledge is open exactly when the acknowledgement is accepted, and gives the refusal’s words when not', async () => {
    expect((await officerSend(uen, Programme.AOR)).statusCode).toBe(200);
    const sent = await latestOfProgramme(cookie, Programme.AOR);
    expect(sent?.actions).toContainEqual({ name: 'acknowledge', open: true, reason: null });
    await expectRefused('request', () => requestTerms(cookie, Programme.AOR));
    const id = sent?.companyTermsAndConditionId ?? '';
    expect((await acknowledge(cookie, id)).statusCode).toBe(200);

    await expectRefused('acknowledge', () => acknowledge(cookie, id));
    await expectRefused('request', () => requestTerms(cookie, Programme.AOR));
    expect(await latestOfProgramme(cookie, Programme.AOR)).toMatchObject({ isAbleToRequest: false });
  });
});
