import { inflateSync } from 'node:zlib';
import { ApplicationStatus, PAYMENT_DETAILS_MESSAGES, Programme, unescapeHtmlDeep } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_DETAILS } from '../../db/seed/demo-data.js';
import { details } from '../../test/application-builders.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { applicationInStatus, daysFromToday, officerPost } from '../../test/workflow-builders.js';

let testApp: TestApp;
let officer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInAsOfficer(testApp);
});
afterAll(() => testApp?.close());

const PATH = '/api/officer/payment-details';
const call = (method: 'GET' | 'PUT', cookie: string, payload?: object) =>
  testApp.app.inject({ method, url: PATH, headers: { cookie }, ...(payload ? { payload } : {}) });

const NEW_DETAILS = {
  payNowUen: 't08gb0001a',
  bankName: 'OCBC Bank',
  accountName: 'National Food Regulator (Fees)',
  accountNumber: '501-123456-001',
  swiftCode: '',
};

/** The words of a PDF drawn by pdfkit: its content streams inflated, its text strings read in order. */
function pdfWords(pdf: Buffer): string {
  const texts: string[] = [];
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not text
    }
    for (const [, shown] of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(shown ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part ?? '');
      texts.push(Buffer.from(hex.join(''), 'hex').toString('latin1'));
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

describe('the payment details officers keep', () => {
  it('are seeded, read and saved by an officer, checked field by field and audited', async () => {
    const seeded = await call('GET', officer);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().data).toEqual(DEMO_PAYMENT_DETAILS);

    const refused = await call('PUT', officer, {
      ...NEW_DETAILS,
      payNowUen: '1234',
      accountNumber: 'twelve',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      payNowUen: [PAYMENT_DETAILS_MESSAGES.payNowUen],
      accountNumber: [PAYMENT_DETAILS_MESSAGES.accountNumber],
    });
    expect((await call('GET', officer)).json().data).toEqual(DEMO_PAYMENT_DETAILS);

    const saved = await call('PUT', officer, NEW_DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = { ...NEW_DETAILS, payNowUen: 'T08GB0001A', swiftCode: null };
    expect(unescapeHtmlDeep(saved.json().data)).toEqual(kept);
    expect(unescapeHtmlDeep((await call('GET', officer)).json().data)).toEqual(kept);

    const audit = await testApp.app.inject({
      method: 'GET',
      url: '/api/officer/audit-log?Action=payment-details.update&PageSize=10',
      headers: { cookie: officer },
    });
    const [entry] = unescapeHtmlDeep(audit.json().data.items) as {
      entityType: string;
      before: unknown;
      after: unknown;
    }[];
    expect(entry).toMatchObject({ entityType: 'payment-details', before: DEMO_PAYMENT_DETAILS, after: kept });

    const restored = await call('PUT', officer, DEMO_PAYMENT_DETAILS);
    expect(restored.statusCode).toBe(200);
  });

  it('are the officers’ to change: a company is refused', async () => {
    const company = await signInAs(testApp, 'ready');
    expect((await call('GET', company)).statusCode).toBe(403);
    expect((await call('PUT', company, NEW_DETAILS)).statusCode).toBe(403);
  });

  it('tell the company on its invoice, and in the invoice PDF, how to pay, with the invoice number as reference', async () => {
    const application = await applicationInStatus(testApp, {
      programme: Programme.LRP,
      status: ApplicationStatus.applicationReview,
    });
    const issued = await officerPost(testApp, application.id, 'invoice', { dueDate: daysFromToday(30) });
    expect(issued.statusCode, issued.body).toBe(200);
    const { invoice } = (await details(testApp, application.lab.cookie, application.id)).workflow;
    expect(invoice.payment).toEqual(DEMO_PAYMENT_DETAILS);

    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/invoice?attachmentId=${invoice.attachmentId}`,
      headers: { cookie: application.lab.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const words = pdfWords(pdf.rawPayload);
    expect(words).toContain(
      `PayNow: pay to UEN ${DEMO_PAYMENT_DETAILS.payNowUen} and enter ${invoice.number} as the reference.`,
    );
    expect(words).toContain(
      `account number ${DEMO_PAYMENT_DETAILS.accountNumber} (SWIFT ${DEMO_PAYMENT_DETAILS.swiftCode})`,
    );
    expect(words).toContain(DEMO_PAYMENT_DETAILS.bankName);
  });
});
