import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationStatus, CorrectiveActionStatus, CorrespondenceStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCorrespondence,
  applications,
  approvalDocuments,
  companyRecognitions,
  correctiveActions,
} from '../db/schema/index.js';
import { DEMO_OFFICER, SECOND_OFFICER } from '../db/seed/demo-accounts.js';
import { singaporeToday } from '../modules/application-workflow/due-dates.js';
import { listAuditLog } from '../modules/audit/audit.service.js';
import { officerCommandLine } from '../test/officer-cli.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testFiles } from '../test/test-files.js';
import { addFindings, seededApplication } from '../test/workflow-records.js';
import { OFFICER_USAGE } from './officer-commands.js';

/**
 * `npm run officer -- applications …` in-process: the same parser and service calls the command line
 * runs, on the real database, as the operating-system user "tester".
 */

let testApp: TestApp;
let folder: string;
beforeAll(async () => {
  testApp = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-application-cli-'));
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const S = ApplicationStatus;
const db = () => testApp.database.db;

const { officer, refusal } = officerCommandLine(() => testApp);

function day(days: number): string {
  const today = new Date(`${singaporeToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function file(name: string, content: Buffer | string): string {
  const where = path.join(folder, name);
  fs.writeFileSync(where, content);
  return where;
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

const AS = `(as ${DEMO_OFFICER.name})`;

describe('officer applications', () => {
  it('lists the usage of the applications commands', () => {
    for (const command of [
      'queue',
      'show',
      'request-information',
      'raise-findings',
      'invoice-paid',
      'comment',
    ]) {
      expect(OFFICER_USAGE).toContain(`applications ${command} `);
    }
    expect(OFFICER_USAGE).toContain(
      'applications documentary-review|documents-ready|approve|send-for-signing|recognise',
    );
  });

  it('lists the queue with filters, and shows one application by reference', async () => {
    const application = await seededApplication(testApp, { status: S.requestForInformation });
    const lines = await officer('applications', 'queue', '--status', '3', '--programme', 'lrp');
    expect(lines[0]).toMatch(/^\d+ applications?, longest waiting first:$/);
    const line = lines.find((each) => each.startsWith(application.referenceNumber));
    expect(line).toContain('LRP New  Request For Information');
    expect(line).toContain('waiting on company');
    expect(await refusal('applications', 'queue', '--status', '99')).toMatch(/^Status\.0: /);

    const shown = await officer('applications', 'show', application.referenceNumber.toLowerCase());
    expect(shown[0]).toBe(`${application.referenceNumber}  LRP New  Request For Information`);
    expect(shown).toContain('Officer actions now: void, withdraw');
    expect(await refusal('applications', 'show', 'LRP-0000-000000')).toBe(
      'We could not find this application.',
    );
  });

  it('requests information, recorded under the officer and the operating-system user', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const lines = await officer(
      'applications',
      'request-information',
      application.referenceNumber,
      '--subject',
      'Calibration records',
      '--message',
      'Send the certificates.',
      '--due',
      day(10),
      '--documents',
      'Certificates; Logbook',
    );
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Sent request for information 1 on ${application.referenceNumber}; .* ${AS.replace(/[()]/g, '\\$&')}$`,
        ),
      ),
    ]);
    const [round] = await db()
      .select()
      .from(applicationCorrespondence)
      .where(eq(applicationCorrespondence.applicationId, application.id));
    expect(round).toMatchObject({
      status: CorrespondenceStatus.sent,
      documentsRequested: ['Certificates', 'Logbook'],
    });
    const audit = await listAuditLog(db(), {
      Entity: 'application',
      EntityId: application.id,
      Page: 1,
      PageSize: 5,
    });
    expect(audit.items[0]).toMatchObject({ action: 'application.request-information', actor: 'cli:tester' });

    expect(await refusal('applications', 'approve', application.referenceNumber)).toBe(
      'You cannot approve or support this application while the application is in Request For Information.',
    );
  });

  it('refuses a bad command with one line and touches nothing', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const ref = application.referenceNumber;
    expect(await refusal('applications', 'void', ref)).toBe('usage: --reason is required.');
    expect(await refusal('applications', 'void', ref, '--reason', ' ')).toBe('reason: Enter the reason');
    expect(
      await refusal(
        'applications',
        'request-information',
        ref,
        '--subject',
        'S',
        '--message',
        'M',
        '--due',
        day(-1),
      ),
    ).toBe('dueDate: The due date must be today or later');
    expect(
      await refusal('applications', 'verification-report', ref, '--file', path.join(folder, 'missing.pdf')),
    ).toMatch(/^file: Could not read .*missing\.pdf: there is no such file$/);
    expect(await refusal('applications', 'fly', ref)).toBe('usage: Unknown applications command: fly');
    expect(await refusal('applications', 'approve')).toBe(
      'usage: Name the application: applications approve <reference>.',
    );
    expect(await statusOf(application.id)).toBe(S.applicationReview);
  });

  it('schedules the verification, uploads its report and raises findings from a file', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const ref = application.referenceNumber;
    expect(
      await officer(
        'applications',
        'schedule-verification',
        ref,
        '--at',
        '2030-01-15T10:00+08:00',
        '--location',
        'On site',
      ),
    ).toEqual([`Scheduled the site verification of ${ref} for 15 Jan 2030 10:00:00 at On site. ${AS}`]);
    const report = file('Report.pdf', testFiles.pdf());
    expect(await officer('applications', 'verification-report', ref, '--file', report)).toEqual([
      `Uploaded the site verification report of ${ref}: Report.pdf. ${AS}`,
    ]);
    const findings = file(
      'findings.json',
      JSON.stringify([
        { clause: '6.4', description: 'Not calibrated.', severity: 'major', dueDate: day(30) },
      ]),
    );
    const [raised] = await officer('applications', 'raise-findings', ref, '--file', findings);
    expect(raised).toMatch(new RegExp(`^Raised 1 finding on ${ref}; `));
    expect(await statusOf(application.id)).toBe(S.pendingFindingsAcknowledgement);

    const other = await seededApplication(testApp, { status: S.verificationCheck });
    expect(await refusal('applications', 'raise-findings', other.referenceNumber, '--none')).toBe(
      'Upload the site verification report first.',
    );
  });

  it('accepts every submitted corrective action, then prepares and sends approval documents', async () => {
    const application = await seededApplication(testApp, { status: S.correctiveActionsReview });
    const ref = application.referenceNumber;
    const findings = await addFindings(testApp, application, [day(10), day(12)]);
    await db()
      .insert(correctiveActions)
      .values(
        findings.map(({ id }) => ({
          findingId: id,
          attempt: 1,
          text: 'Fixed.',
          status: CorrectiveActionStatus.submitted,
        })),
      );
    expect(await officer('applications', 'review-corrective-actions', ref, '--accept', 'all')).toEqual([
      `Accepted the corrective actions on ${ref} (2 accepted, 0 rejected). ${AS}`,
    ]);
    const pdf = file('Scope.pdf', testFiles.pdf());
    await officer(
      'applications',
      'add-approval-document',
      ref,
      '--title',
      'Scope of recognition',
      '--file',
      pdf,
    );
    const [document] = await db()
      .select()
      .from(approvalDocuments)
      .where(eq(approvalDocuments.applicationId, application.id));
    expect(
      await officer(
        'applications',
        'new-version',
        ref,
        '--document',
        document?.id ?? '',
        '--file',
        pdf,
        '--note',
        'Fixed.',
      ),
    ).toEqual([`Added version 2 of "Scope of recognition" to ${ref}. ${AS}`]);
    await officer('applications', 'documentary-review', ref);
    expect(await statusOf(application.id)).toBe(S.documentaryReview);
    const shown = await officer('applications', 'show', ref);
    expect(shown).toContainEqual(
      expect.stringMatching(/"Scope of recognition" \(Pending\): v1 Obsolete, v2 Sent$/),
    );
  });

  it('invoices, records the payment, approves, sends for signing and recognises', async () => {
    const application = await seededApplication(testApp, { status: S.pendingApprovalOrSupport });
    const ref = application.referenceNumber;
    const [issued] = await officer('applications', 'invoice', ref, '--due', day(20));
    expect(issued).toMatch(
      new RegExp(`^Issued invoice INV-\\d{4}-\\d{6} for ${ref}: S\\$1,700\\.00, due by `),
    );
    expect(await officer('applications', 'invoice-paid', ref)).toEqual([
      expect.stringMatching(/^Recorded the payment of invoice INV-/),
    ]);
    expect(await officer('applications', 'approve', ref)).toEqual([`${ref} is approved. ${AS}`]);
    await officer('applications', 'send-for-signing', ref);
    const [recognised] = await officer('applications', 'recognise', ref);
    expect(recognised).toMatch(
      new RegExp(`^${ref}: Recognised\\. Recognition LRP-REC-\\d{4}-\\d{4} is valid until `),
    );
    const [recognition] = await db()
      .select()
      .from(companyRecognitions)
      .where(eq(companyRecognitions.companyId, application.lab.companyId));
    expect(recognition?.applicationId).toBe(application.id);
  });

  it('comments on an application and voids another with the reason', async () => {
    const application = await seededApplication(testApp, { status: S.verificationCheck });
    const [commented] = await officer(
      'applications',
      'comment',
      application.referenceNumber,
      '--message',
      'We call first.',
    );
    expect(commented).toMatch(/^Added your comment to the application at /);
    expect(
      await officer('applications', 'void', application.referenceNumber, '--reason', 'A duplicate.'),
    ).toEqual([`${application.referenceNumber} is voided. ${AS}`]);
    expect(await refusal('applications', 'withdraw', application.referenceNumber, '--reason', 'Asked.')).toBe(
      'This application is Voided and can no longer change.',
    );
  });

  it('assigns an application to an officer by e-mail, then to nobody, audited as the command line', async () => {
    const application = await seededApplication(testApp, { status: S.applicationReview });
    const reference = application.referenceNumber;
    expect(await officer('applications', 'assign', reference, '--to', SECOND_OFFICER.email)).toEqual([
      `Assigned ${reference} to ${SECOND_OFFICER.name}. ${AS}`,
    ]);
    expect(await officer('applications', 'assign', reference, '--none')).toEqual([
      `Unassigned ${reference} from ${SECOND_OFFICER.name}. ${AS}`,
    ]);
    const audit = await listAuditLog(db(), {
      Entity: 'application',
      EntityId: application.id,
      Action: 'application.assign',
      Page: 1,
      PageSize: 5,
    });
    expect(audit.items.map((entry) => [entry.actor, entry.after?.assignedOfficerName])).toEqual([
      ['cli:tester', null],
      ['cli:tester', SECOND_OFFICER.name],
    ]);

    expect(await refusal('applications', 'assign', reference)).toBe(
      "usage: Give either --to <officer's email> or --none.",
    );
    expect(await refusal('applications', 'assign', reference, '--to', 'x@y.example', '--none')).toBe(
      "usage: Give either --to <officer's email> or --none.",
    );
    expect(await refusal('applications', 'assign', reference, '--to', 'nobody@regulator.example')).toBe(
      "No officer has the e-mail address nobody@regulator.example. Name an officer's account with --to <email>.",
    );
  });
});
