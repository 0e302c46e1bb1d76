import { ApplicationStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICER_FILE_MESSAGES } from '../../cases/officer-files.js';
import { approvalDocuments, attachments } from '../../db/schema/index.js';
import { SECOND_OFFICER } from '../../db/seed/demo-accounts.js';
import { ptOfficerCalls } from '../../test/pt-officer-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { attemptUpload, uploadFile } from '../../test/uploads.js';
import { officerCookie, officerUpload } from '../../test/workflow-builders.js';
import { type SeededApplication, seededApplication } from '../../test/workflow-records.js';
import { messages } from './attachments.service.js';

/**
 * An officer's files come through the upload companies use (the purpose officer-document), and a step
 * takes each once: only the officer who uploaded it can name it, and never a company's own file. Each
 * uploader keeps to the purposes that are theirs.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const notFound = { file: [OFFICER_FILE_MESSAGES.notFound] };

/** The second seeded officer's session cookie. */
async function secondOfficerCookie(): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    remoteAddress: '10.80.0.1',
    payload: {
      singpassIdentifier: SECOND_OFFICER.singpassIdentifier,
      companyUen: SECOND_OFFICER.companyUen,
      email: SECOND_OFFICER.email,
    },
  });
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`Test login failed: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** An application waiting for its approval documents, the step that takes one file. */
const preparing = () =>
  seededApplication(testApp, { status: ApplicationStatus.preparationOfApprovalDocuments });

/** The officer adds an approval document whose file is `file`; answers the response. */
async function addApprovalDocument(application: SeededApplication, file: string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/officer/applications/${application.id}/approval-document`,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
    payload: { title: 'Scope of recognition', file },
  });
}

const documentsOf = (application: SeededApplication) =>
  db().select().from(approvalDocuments).where(eq(approvalDocuments.applicationId, application.id));

const attachmentRow = async (attachmentId: string) => {
  const [row] = await db().select().from(attachments).where(eq(attachments.id, attachmentId));
  return row;
};

const removeUpload = (attachmentId: string, cookie: string) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/attachments/${attachmentId}`, headers: { cookie } });

describe('an officer’s upload named by a step', () => {
  it('is taken once: it becomes the case company’s document, and a second step naming it is refused', async () => {
    const [first, second] = [await preparing(), await preparing()];
    const file = await officerUpload(testApp, 'Scope.pdf');

    expect((await addApprovalDocument(first, file)).statusCode).toBe(200);
    expect(await attachmentRow(file)).toMatchObject({
      companyId: first.lab.companyId,
      entityId: first.id,
      purpose: 'document',
    });

    const again = await addApprovalDocument(second, file);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toEqual(notFound);
    expect(await documentsOf(second)).toEqual([]);
    // Taken, it is the case's: the officer can no longer remove it as an upload of their own.
    expect((await removeUpload(file, await officerCookie(testApp))).statusCode).toBe(404);
    expect(await attachmentRow(file)).toMatchObject({ companyId: first.lab.companyId });
  });

  it('is its officer’s alone: another officer can neither name it nor remove it', async () => {
    const application = await preparing();
    const file = await officerUpload(testApp, 'Scope.pdf');
    const other = await secondOfficerCookie();

    const theirs = await addApprovalDocument(application, file, other);
    expect(theirs.statusCode).toBe(400);
    expect(messageOf(theirs)).toEqual(notFound);
    expect(await documentsOf(application)).toEqual([]);
    expect((await removeUpload(file, other)).statusCode).toBe(404);
    expect(await attachmentRow(file)).toMatchObject({ purpose: 'officer-document' });

    // The officer who uploaded it may remove it while no step has taken it; then nobody can name it.
    expect((await removeUpload(file, await officerCookie(testApp))).statusCode).toBe(200);
    expect(messageOf(await addApprovalDocument(application, file))).toEqual(notFound);
  });

  it('is never a company’s own attachment, which stays the company’s', async () => {
    const application = await preparing();
    const companyFile = await uploadFile(testApp, application.lab.cookie, {
      name: 'Our scope.pdf',
      bytes: testFiles.pdf(),
    });

    const refused = await addApprovalDocument(application, companyFile.attachmentId);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toEqual(notFound);
    expect(await documentsOf(application)).toEqual([]);
    expect(await attachmentRow(companyFile.attachmentId)).toMatchObject({
      companyId: application.lab.companyId,
      purpose: 'document',
      entityId: null,
    });
  });

  it('is named by its place in a list of files, and a refused list takes none of them', async () => {
    const api = ptOfficerCalls(testApp);
    const { id } = await api.create();
    const kept = await officerUpload(testApp, 'Instructions.pdf');
    const taken = await officerUpload(testApp, 'Protocol.pdf');
    await api.succeeded(api.call('POST', `/${id}/documents`, { kind: 'general', files: [taken] }));

    await api.refused(api.call('POST', `/${id}/documents`, { kind: 'general', files: [kept, taken] }), 400, {
      'files.1': [OFFICER_FILE_MESSAGES.notFound],
    });
    expect((await api.show(id)).documents).toHaveLength(1);
    expect(await attachmentRow(kept)).toMatchObject({ purpose: 'officer-document' });
  });

  it('is refused once its scan found it infected', async () => {
    const application = await preparing();
    const infected = await officerUpload(testApp, 'Scope.pdf', testFiles.eicarPdf());

    const refused = await addApprovalDocument(application, infected);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toEqual({ file: [`Scope.pdf: ${messages.virus}`] });
    expect(await documentsOf(application)).toEqual([]);
  });
});

describe('who uploads which purpose', () => {
  const upload = (cookie: string, purpose: 'document' | 'signature' | 'officer-document') =>
    attemptUpload(testApp, cookie, { name: 'File.pdf', bytes: testFiles.pdf(), purpose });

  it('a company uploads its documents and signature, never an officer’s document', async () => {
    const { lab } = await preparing();
    const refused = await upload(lab.cookie, 'officer-document');
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toEqual({ purpose: [messages.companyPurpose] });
    expect((await upload(lab.cookie, 'document')).statusCode).toBe(200);
  });

  it('an officer uploads only an officer’s document, never a company’s document or signature', async () => {
    const cookie = await officerCookie(testApp);
    for (const purpose of ['document', 'signature'] as const) {
      const refused = await upload(cookie, purpose);
      expect(refused.statusCode, purpose).toBe(400);
      expect(messageOf(refused), purpose).toEqual({ purpose: [messages.officerPurpose] });
    }
    expect((await upload(cookie, 'officer-document')).statusCode).toBe(200);
  });
});
