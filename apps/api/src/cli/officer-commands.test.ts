import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { minimalPdf } from '../db/seed/minimal-pdf.js';
import { HttpError } from '../lib/http-error.js';
import { latestTemplates } from '../modules/application-templates/application-templates.service.js';
import { listAuditLog } from '../modules/audit/audit.service.js';
import { getMaintenanceStatus } from '../modules/settings/settings.service.js';
import { listTermsDocuments } from '../modules/terms/terms-documents.service.js';
import { signInAs } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testFiles } from '../test/test-files.js';
import { OFFICER_USAGE, programmeNamed, runOfficerCommand } from './officer-commands.js';
import { refusalText, UsageError } from './run-cli.js';

/**
 * The officer command line in-process: the same parser and service calls `npm run officer` runs, on the
 * real database, as the operating-system user "tester".
 */

let testApp: TestApp;
let folder: string;
beforeAll(async () => {
  testApp = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-officer-cli-'));
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs one command; answers what it printed, or throws what the command line would report. */
async function officer(...args: string[]): Promise<string[]> {
  const printed: string[] = [];
  await runOfficerCommand({
    db: testApp.database.db,
    storage: testApp.storage,
    args,
    osUser: 'tester',
    maxPdfBytes: testApp.config.attachmentMaxBytes,
    scanner: testApp.app.scanner,
    print: (line) => printed.push(line),
  });
  return printed;
}

/** The one line the command line prints on a refusal (exit code 1). */
async function refusal(...args: string[]): Promise<string> {
  try {
    await officer(...args);
  } catch (error) {
    if (error instanceof HttpError) return refusalText(error);
    if (error instanceof UsageError) return `usage: ${error.message}`;
    throw error;
  }
  throw new Error(`officer ${args.join(' ')} was not refused`);
}

const NEWCOMER = DEMO_ACCOUNTS.newcomer;

async function newcomerRequests(programme: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/company-terms-and-conditions',
    headers: { cookie: await signInAs(testApp, 'newcomer') },
    payload: {
      applicationType: programme,
      contactName: 'Bob Lim Wei Jie',
      contactEmail: 'bob@newco.example',
      purpose: 'Pesticide residues in vegetables.',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('officer terms', () => {
  it('lists no requests, then the newcomer’s', async () => {
    expect(await officer('terms', 'requests')).toEqual(['No open requests for terms and conditions.']);
    await newcomerRequests(Programme.LRP);
    const lines = await officer('terms', 'requests');
    expect(lines[0]).toBe('1 open request for terms and conditions:');
    expect(lines[1]).toMatch(
      new RegExp(
        `^LRP {2}${NEWCOMER.companyUen} {2}${NEWCOMER.companyName} {2}requested \\d\\d [A-Z][a-z]{2} \\d{4} \\d\\d:\\d\\d:\\d\\d`,
      ),
    );
    expect(lines[1]).toContain(
      'contact Bob Lim Wei Jie <bob@newco.example>  purpose: Pesticide residues in vegetables.',
    );
  });

  it('sends the request as the default officer, and refuses to send twice', async () => {
    expect(await officer('terms', 'send', '--company', NEWCOMER.companyUen, '--programme', 'lrp')).toEqual([
      `Sent the LRP terms and conditions v1 to ${NEWCOMER.companyName} (${NEWCOMER.companyUen}) as ${DEMO_OFFICER.name}.`,
    ]);
    expect(await refusal('terms', 'send', '--company', NEWCOMER.companyUen, '--programme', 'LRP')).toBe(
      `${NEWCOMER.companyName} (${NEWCOMER.companyUen}) already has the LRP terms and conditions and has not acknowledged them yet.`,
    );
  });

  it('rejects a request with a reason; refuses one without a reason or with nothing open', async () => {
    await newcomerRequests(Programme.IBR);
    expect(await refusal('terms', 'reject', '--company', NEWCOMER.companyUen, '--programme', 'IBR')).toBe(
      'usage: --reason is required.',
    );
    expect(
      await refusal(
        'terms',
        'reject',
        '--company',
        NEWCOMER.companyUen,
        '--programme',
        'IBR',
        '--reason',
        ' ',
      ),
    ).toBe('reason: Enter the reason for rejecting the request; the company will see it');
    expect(
      await officer(
        'terms',
        'reject',
        '--company',
        NEWCOMER.companyUen,
        '--programme',
        'IBR',
        '--reason',
        'Your company does not inspect premises.',
      ),
    ).toEqual([
      `Rejected the IBR terms and conditions request of ${NEWCOMER.companyName} (${NEWCOMER.companyUen}) as ${DEMO_OFFICER.name}.`,
    ]);
    expect(
      await refusal(
        'terms',
        'reject',
        '--company',
        NEWCOMER.companyUen,
        '--programme',
        'IBR',
        '--reason',
        'Again.',
      ),
    ).toBe(
      `${NEWCOMER.companyName} (${NEWCOMER.companyUen}) has no open request for the IBR terms and conditions.`,
    );
  });

  it('publishes a new version from a file; refuses a file that is not a PDF or is missing', async () => {
    const pdfFile = path.join(folder, 'aor-2027.pdf');
    fs.writeFileSync(pdfFile, minimalPdf('AOR Terms 2027', ['1. Auditors shall be independent.']));
    const textFile = path.join(folder, 'notes.pdf');
    fs.writeFileSync(textFile, 'Only notes.\n');

    expect(
      await refusal(
        'terms',
        'publish',
        '--programme',
        'AOR',
        '--file',
        textFile,
        '--title',
        'AOR Terms 2027',
      ),
    ).toBe('file: The file must be a PDF');
    const cutShort = path.join(folder, 'cut-short.pdf');
    fs.writeFileSync(cutShort, '%PDF-1.4\n% cut short\n');
    expect(
      await refusal(
        'terms',
        'publish',
        '--programme',
        'AOR',
        '--file',
        cutShort,
        '--title',
        'AOR Terms 2027',
      ),
    ).toBe('file: The file must be a PDF: it does not start with %PDF- and end with %%EOF');
    const locked = path.join(folder, 'locked.pdf');
    fs.writeFileSync(locked, testFiles.encryptedPdf());
    expect(
      await refusal('terms', 'publish', '--programme', 'AOR', '--file', locked, '--title', 'AOR Terms 2027'),
    ).toBe('file: The PDF must not be password-protected');
    // The upload of a refused publication is removed again: nobody could name it afterwards.
    const uploads = await testApp.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.purpose, 'officer-document'));
    expect(uploads).toEqual([]);
    expect(
      await refusal(
        'terms',
        'publish',
        '--programme',
        'AOR',
        '--file',
        path.join(folder, 'none.pdf'),
        '--title',
        'x',
      ),
    ).toContain('file: Could not read');

    expect(
      await officer('terms', 'publish', '--programme', 'AOR', '--file', pdfFile, '--title', 'AOR Terms 2027'),
    ).toEqual([
      `Published AOR Terms and Conditions v2.pdf ("AOR Terms 2027") as ${DEMO_OFFICER.name}; 1 company must acknowledge it again.`,
    ]);
    const documents = await listTermsDocuments(testApp.database.db, Programme.AOR);
    expect(documents.map((document) => document.version)).toEqual([2, 1]);
    expect(await officer('terms', 'documents', '--programme', 'AOR')).toEqual([
      expect.stringMatching(
        /^AOR v2 {2}"AOR Terms 2027" {2}AOR Terms and Conditions v2\.pdf {2}\d+ bytes {2}published .* by Olivia Tan$/,
      ),
      expect.stringMatching(/^AOR v1 /),
    ]);
  });

  it('publishing LRP makes the newcomer acknowledge again', async () => {
    const pdfFile = path.join(folder, 'lrp-2027.pdf');
    fs.writeFileSync(pdfFile, minimalPdf('LRP Terms 2027', ['1. Report every change of scope.']));
    const [line] = await officer(
      'terms',
      'publish',
      '--programme',
      '1',
      '--file',
      pdfFile,
      '--title',
      'LRP Terms 2027',
    );
    // ready, dual, veteran and revoked (seeded, Acknowledged) and the newcomer (Sent above).
    expect(line).toMatch(/; 5 companies must acknowledge it again\.$/);
    const latest = await testApp.app.inject({
      method: 'GET',
      url: '/api/company-terms-and-conditions/latest',
      headers: { cookie: await signInAs(testApp, 'newcomer') },
    });
    expect(latest.json().data[0]).toMatchObject({
      companyTermsAndConditionsStatus: { value: CorrespondenceStatus.sent },
      version: 2,
    });
  });
});

describe('officer audit and the acting officer', () => {
  it('records every command-line action as the named officer and the operating-system user', async () => {
    const { items } = await listAuditLog(testApp.database.db, { Page: 1, PageSize: 100 });
    // send, reject, publish AOR with veteran's make-obsolete + send, publish LRP with 5 × (make-obsolete + send).
    expect(items).toHaveLength(1 + 1 + (1 + 2) + (1 + 10));
    for (const entry of items) {
      expect(entry).toMatchObject({
        actor: 'cli:tester',
        officer: { name: DEMO_OFFICER.name, email: DEMO_OFFICER.email },
        requestId: expect.stringMatching(/^cli-/),
      });
    }
    const lines = await officer('audit', '--limit', '3');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^\d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d {2}olivia\.tan@regulator\.example {2}cli:tester {2}terms\./,
    );
    expect(lines[3]).toBe('(3 of 16 entries; use --limit for more)');
    const rejections = await officer('audit', '--action', 'terms.reject');
    expect(rejections).toEqual([
      expect.stringMatching(/terms\.reject {2}company-terms-and-conditions \S+ {2}Requested -> Rejected$/),
    ]);
  });

  it('acts as another officer only when that officer exists', async () => {
    expect(
      await refusal(
        'terms',
        'send',
        '--company',
        NEWCOMER.companyUen,
        '--programme',
        'AOR',
        '--officer',
        'nobody@regulator.example',
      ),
    ).toBe(
      "No officer has the e-mail address nobody@regulator.example. Name an officer's account with --officer <email>.",
    );
    // A company's user is not an officer.
    expect(
      await refusal(
        'terms',
        'send',
        '--company',
        NEWCOMER.companyUen,
        '--programme',
        'AOR',
        '--officer',
        NEWCOMER.email,
      ),
    ).toContain(`No officer has the e-mail address ${NEWCOMER.email}.`);
  });

  it('switches maintenance on and off, in the audit log', async () => {
    expect(
      await officer('maintenance', 'on', '--message', 'Upgrading.', '--until', '2099-01-01T00:00:00Z'),
    ).toEqual(['Maintenance is on until 2099-01-01T00:00:00.000Z.']);
    expect((await getMaintenanceStatus(testApp.database.db)).isUnderMaintenance).toBe(true);
    expect(await officer('maintenance', 'off')).toEqual(['Maintenance is off.']);
    const { items } = await listAuditLog(testApp.database.db, {
      Entity: 'maintenance',
      Page: 1,
      PageSize: 10,
    });
    expect(items.map((entry) => entry.action)).toEqual(['maintenance.off', 'maintenance.on']);
    expect(items[1]).toMatchObject({
      before: { isUnderMaintenance: false },
      after: { isUnderMaintenance: true, message: 'Upgrading.' },
      actor: 'cli:tester',
    });
  });

  it('explains a mistake in the command', async () => {
    expect(await refusal()).toBe('usage: Name a command.');
    expect(await refusal('terms')).toBe('usage: Unknown terms command: (none)');
    expect(await refusal('terms', 'send', '--programme', 'LRP')).toBe('usage: --company is required.');
    expect(await refusal('terms', 'send', '--company', 'X', '--programme', 'XYZ')).toBe(
      'usage: --programme must be LRP, IBR or AOR, not XYZ.',
    );
    expect(await refusal('terms', 'requests', '--colour', 'red')).toMatch(
      /^usage: Unknown option '--colour'/,
    );
    expect(await refusal('audit', '--limit', '1000')).toBe(
      'PageSize: Enter the page size as a whole number from 1 to 100',
    );
    expect(programmeNamed(' ibr ')).toBe(Programme.IBR);
    expect(OFFICER_USAGE).toContain('terms publish --programme LRP --file path/to.pdf --title "text"');
  });
});

describe('officer templates', () => {
  it('lists the newest version of each application form', async () => {
    const lines = await officer('templates', 'list', '--programme', 'IBR');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^IBR new {2}v\d+ {2}"[^"]+" {2}\d+ sections {2}published \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d$/,
    );
    expect((await officer('templates', 'list')).length).toBe(15);
  });

  it('publishes the next version of a form from a file, in the audit log; refuses a broken file', async () => {
    const [current] = await latestTemplates(testApp.database.db, Programme.AOR);
    if (!current) throw new Error('No AOR template');
    const file = path.join(folder, 'aor-new.json');
    fs.writeFileSync(file, JSON.stringify({ ...current.definition, title: 'AOR New Application (2027)' }));
    expect(await officer('templates', 'publish', '--file', file)).toEqual([
      `Published version ${current.version + 1} of the AOR new template ("AOR New Application (2027)") as ${DEMO_OFFICER.name}. New applications use it; drafts keep their version.`,
    ]);
    const { items } = await listAuditLog(testApp.database.db, {
      Action: 'application-template.publish',
      Page: 1,
      PageSize: 10,
    });
    expect(items[0]).toMatchObject({
      actor: 'cli:tester',
      entityType: 'application-template',
      after: { form: 'new', version: current.version + 1, title: 'AOR New Application (2027)' },
    });

    fs.writeFileSync(file, JSON.stringify({ ...current.definition, sections: [] }));
    expect(await refusal('templates', 'publish', '--file', file)).toMatch(
      /^file: .*aor-new\.json is not a valid application template:\n {2}sections: /,
    );
    expect(await refusal('templates', 'publish', '--file', path.join(folder, 'none.json'))).toMatch(
      /^file: Could not read .*none\.json: there is no such file$/,
    );
    expect(await refusal('templates', 'publish')).toBe('usage: --file is required.');
    expect(OFFICER_USAGE).toContain('templates publish --file path/to/template.json');
  });
});
