import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompanyRecognitionStatus, PendingDetailsStatus, Programme, SuspensionStatus } from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyRecognitions,
  recognitionEventDocuments,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionSuspensions,
} from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { listAuditLog } from '../modules/audit/audit.service.js';
import { recogniseLab, registerLab } from '../test/application-builders.js';
import { officerCommandLine } from '../test/officer-cli.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testFiles } from '../test/test-files.js';
import { OFFICER_USAGE } from './officer-commands.js';

/**
 * `npm run officer -- recognitions …` in-process: the same parser and service calls the command line
 * runs, on the real database, as the operating-system user "tester".
 */

let testApp: TestApp;
let folder: string;
beforeAll(async () => {
  testApp = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-recognition-cli-'));
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const R = CompanyRecognitionStatus;
const U = SuspensionStatus;
const db = () => testApp.database.db;
const AS = `(as ${DEMO_OFFICER.name})`;

const { officer, refusal } = officerCommandLine(() => testApp);

function pdf(name: string): string {
  const where = path.join(folder, name);
  fs.writeFileSync(where, testFiles.pdf());
  return where;
}

/** A new laboratory's current LRP recognition; answers its id and number. */
async function recognisedLab() {
  const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
  await recogniseLab(testApp, lab, Programme.LRP);
  const [row] = await db()
    .select()
    .from(companyRecognitions)
    .where(eq(companyRecognitions.companyId, lab.companyId));
  if (!row) throw new Error('The recognition was not stored');
  return row;
}

async function recognitionStatus(id: string) {
  const [row] = await db().select().from(companyRecognitions).where(eq(companyRecognitions.id, id));
  return row?.status;
}

/** A demo account's recognition under a programme. */
async function demoRecognition(key: 'suspended' | 'veteran', programme: Programme) {
  const [row] = await db()
    .select({ recognition: companyRecognitions })
    .from(companyRecognitions)
    .innerJoin(companies, eq(companies.id, companyRecognitions.companyId))
    .where(
      and(eq(companies.uen, DEMO_ACCOUNTS[key].companyUen), eq(companyRecognitions.programme, programme)),
    );
  if (!row) throw new Error(`${key} has no such recognition`);
  return row.recognition;
}

describe('officer recognitions', () => {
  it('lists the usage of every recognitions command', () => {
    for (const command of [
      'list',
      'show',
      'suspension',
      'propose-suspension',
      'withdraw',
      'request-details',
      'run-expiry',
    ]) {
      expect(OFFICER_USAGE).toContain(`recognitions ${command}`);
    }
    expect(OFFICER_USAGE).toContain(
      'recognitions require-details|reject-suspension|suspend|consider-reinstatement|reinstate|revoke <suspension id>',
    );
    expect(OFFICER_USAGE).toContain('recognitions accept-details|return-details|waive-details <details id>');
  });

  it('lists recognitions by status, programme and company, and shows one by its number or id', async () => {
    const suspended = await officer('recognitions', 'list', '--status', String(R.suspended));
    expect(suspended[0]).toMatch(/^\d+ recognitions?:$/);
    const line = suspended.find((each) => each.includes(DEMO_ACCOUNTS.suspended.companyUen));
    expect(line).toMatch(
      /^AOR-REC-\d{4}-0017 {2}AOR {2}Suspended {2}valid until .* suspension Suspended [0-9a-f-]{36}/,
    );
    expect(suspended.slice(1).every((each) => each.includes('  Suspended  '))).toBe(true);

    const ready = await officer(
      'recognitions',
      'list',
      '--programme',
      'lrp',
      '--uen',
      DEMO_ACCOUNTS.ready.companyUen,
    );
    expect(ready).toEqual([
      '1 recognition:',
      expect.stringMatching(
        /^LRP-REC-\d{4}-0042 {2}LRP {2}Recognised {2}valid until .* \((49|50) days left, renewal due\) {2}/,
      ),
    ]);
    expect(await officer('recognitions', 'list', '--uen', 'T00000000X')).toEqual(['No recognitions match.']);
    expect(await refusal('recognitions', 'list', '--status', '9')).toMatch(/^Status: /);

    const number = ready[1]?.split('  ')[0] ?? '';
    const shown = await officer('recognitions', 'show', number.toLowerCase());
    expect(shown[0]).toBe(
      `${number}  LRP  Recognised  ${DEMO_ACCOUNTS.ready.companyName} (${DEMO_ACCOUNTS.ready.companyUen})`,
    );
    const id = shown[1]?.replace('Id: ', '') ?? '';
    expect(await officer('recognitions', 'show', id)).toEqual(shown);
    expect(shown).toContainEqual(expect.stringMatching(/^Granted by LRP-\d{4}-\d{6} \(New\) on /));
    expect(await refusal('recognitions', 'show', 'LRP-REC-0000-0000')).toBe(
      'We could not find that recognition.',
    );
  });

  it('finds recognitions by part of the company name or the start of the UEN, 100 a page', async () => {
    const { companyName, companyUen } = DEMO_ACCOUNTS.ready;
    const byName = await officer('recognitions', 'list', '--search', companyName.slice(2, 16).toUpperCase());
    expect(byName[0]).toMatch(/^\d+ recognitions?:$/);
    expect(byName).toContainEqual(expect.stringMatching(/^LRP-REC-\d{4}-0042 {2}LRP {2}Recognised {2}/));
    const byUen = await officer(
      'recognitions',
      'list',
      '--search',
      companyUen.toLowerCase(),
      '--programme',
      'lrp',
    );
    expect(byUen).toEqual(['1 recognition:', expect.stringMatching(/^LRP-REC-\d{4}-0042 {2}/)]);

    const all = await officer('recognitions', 'list');
    const total = Number(all[0]?.split(' ')[0]);
    expect(all.length).toBe(1 + Math.min(total, 100) + (total > 100 ? 1 : 0));
    expect(await officer('recognitions', 'list', '--page', '1000')).toEqual([
      `No recognitions on page 1000 of ${total}.`,
    ]);
    expect(await refusal('recognitions', 'list', '--page', '0')).toMatch(
      /^Page: Enter the page as a whole number/,
    );
  });

  it("shows veteran's IBR history with its reinstated suspension, and the suspension itself", async () => {
    const veteranIbr = await demoRecognition('veteran', Programme.IBR);
    const shown = await officer('recognitions', 'show', veteranIbr.recognitionNumber);
    expect(shown).toContainEqual(
      expect.stringMatching(/^Suspension [0-9a-f-]{36} \(Reinstated\): proposed /),
    );
    expect(shown).toContainEqual(
      expect.stringMatching(
        /Appeal submitted -> Appeal Submitted {2}by Victor Lee Kok Wah: .*\[Training contract and impartiality procedure\.pdf\]$/,
      ),
    );
    const sid = shown.find((line) => line.startsWith('Suspension '))?.split(' ')[1] ?? '';

    const suspension = await officer('recognitions', 'suspension', sid);
    expect(suspension[0]).toMatch(
      new RegExp(
        `^Suspension ${sid}  IBR IBR-REC-\\d{4}-0009  Reinstated  ${DEMO_ACCOUNTS.veteran.companyName}$`,
      ),
    );
    expect(suspension).toContain('Officer actions now: none');
    expect(suspension).toContain('Timeline:');
    expect(await refusal('recognitions', 'suspension', 'not-an-id')).toBe(
      'We could not find that suspension.',
    );
  });

  it('proposes, asks for details, suspends and reinstates, recorded under the officer and the operating-system user', async () => {
    const recognition = await recognisedLab();
    const proposed = await officer(
      'recognitions',
      'propose-suspension',
      recognition.recognitionNumber,
      '--grounds',
      'Reports issued outside the recognised scope.',
      '--file',
      pdf('Grounds.pdf'),
      '--file',
      pdf('Reports.pdf'),
    );
    expect(proposed).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The suspension of ${recognition.recognitionNumber} has been proposed\\. Suspension [0-9a-f-]{36}\\. \\(as ${DEMO_OFFICER.name}\\)$`,
        ),
      ),
    ]);
    const sid = /Suspension ([0-9a-f-]{36})/.exec(proposed[0] ?? '')?.[1] ?? '';
    const [proposal] = await db()
      .select()
      .from(recognitionEvents)
      .where(and(eq(recognitionEvents.subjectId, sid), eq(recognitionEvents.action, 'propose')));
    const documents = await db()
      .select()
      .from(recognitionEventDocuments)
      .where(eq(recognitionEventDocuments.eventId, proposal?.id ?? ''));
    expect(documents).toHaveLength(2);
    expect(await refusal('recognitions', 'propose-suspension', recognition.id, '--grounds', 'Again.')).toBe(
      'This recognition already has a suspension under way: conclude it first.',
    );

    expect(await officer('recognitions', 'require-details', sid, '--reason', 'Which reports?')).toEqual([
      `The company has been asked for details. The suspension is Suspension Details Required. ${AS}`,
    ]);
    expect(await officer('recognitions', 'suspend', sid, '--reason', 'No answer was given.')).toEqual([
      `The recognition is suspended. The suspension is Suspended. ${AS}`,
    ]);
    expect(await recognitionStatus(recognition.id)).toBe(R.suspended);
    expect(await refusal('recognitions', 'reject-suspension', sid, '--reason', 'Too late.')).toBe(
      'You cannot reject the suspension while the suspension is Suspended.',
    );
    expect(await officer('recognitions', 'suspension', sid)).toContain('Officer actions now: reinstate');
    expect(await officer('recognitions', 'reinstate', sid, '--reason', 'Reports withdrawn.')).toEqual([
      `The recognition is reinstated. The suspension is Reinstated. ${AS}`,
    ]);
    expect(await recognitionStatus(recognition.id)).toBe(R.recognised);

    const audit = await listAuditLog(db(), {
      Entity: 'recognition-suspension',
      EntityId: sid,
      Page: 1,
      PageSize: 10,
    });
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'suspension.reinstate',
      'suspension.suspend',
      'suspension.require-details',
      'suspension.propose',
    ]);
    expect(audit.items.every((entry) => entry.actor === 'cli:tester')).toBe(true);
  });

  it("puts an appeal forward for reinstatement, then revokes; and refuses to withdraw suspended's recognition", async () => {
    const auditor = await demoRecognition('suspended', Programme.AOR);
    expect(await refusal('recognitions', 'withdraw', auditor.recognitionNumber, '--reason', 'Closing.')).toBe(
      'Not available while a suspension is under way: it must be concluded first.',
    );
    const [suspended] = await db()
      .select()
      .from(recognitionSuspensions)
      .where(eq(recognitionSuspensions.recognitionId, auditor.id));
    expect(
      await refusal('recognitions', 'consider-reinstatement', suspended?.id ?? '', '--reason', 'Maybe.'),
    ).toBe('You cannot put the recognition forward for reinstatement while the suspension is Suspended.');

    const recognition = await recognisedLab();
    const proposed = await officer(
      'recognitions',
      'propose-suspension',
      recognition.id,
      '--grounds',
      'Unsatisfactory results.',
    );
    const sid = /Suspension ([0-9a-f-]{36})/.exec(proposed[0] ?? '')?.[1] ?? '';
    await officer('recognitions', 'suspend', sid, '--reason', 'Results unsatisfactory.');
    // The company appeals on the portal.
    await db()
      .update(recognitionSuspensions)
      .set({ status: U.appealSubmitted })
      .where(eq(recognitionSuspensions.id, sid));
    await db()
      .update(companyRecognitions)
      .set({ status: R.appealInProgress })
      .where(eq(companyRecognitions.id, recognition.id));
    expect(
      await officer('recognitions', 'consider-reinstatement', sid, '--reason', 'Validation done.'),
    ).toEqual([
      `The recognition is put forward for reinstatement. The suspension is Pending Reinstatement Approval. ${AS}`,
    ]);
    expect(
      await officer(
        'recognitions',
        'revoke',
        sid,
        '--reason',
        'Next round failed.',
        '--officer',
        'rahul.nair@regulator.example',
      ),
    ).toEqual(['The recognition is revoked. The suspension is Revoked. (as Rahul Nair)']);
    expect(await recognitionStatus(recognition.id)).toBe(R.revoked);
  });

  it('withdraws a recognition', async () => {
    const recognition = await recognisedLab();
    expect(
      await officer('recognitions', 'withdraw', recognition.id, '--reason', 'The laboratory closed.'),
    ).toEqual([`${recognition.recognitionNumber} is withdrawn. ${AS}`]);
    expect(await recognitionStatus(recognition.id)).toBe(R.withdrawn);
    expect(await refusal('recognitions', 'withdraw', recognition.id, '--reason', 'Again.')).toBe(
      'This recognition has already been withdrawn.',
    );
  });

  it('asks for details, and accepts, returns or waives them only as the domain allows', async () => {
    const recognition = await recognisedLab();
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const requested = await officer(
      'recognitions',
      'request-details',
      recognition.recognitionNumber,
      '--description',
      'The signed scope schedule',
      '--due',
      due,
    );
    expect(requested).toEqual([
      expect.stringMatching(
        /^The company has been asked for the details\. Details [0-9a-f-]{36}\. \(as Olivia Tan\)$/,
      ),
    ]);
    const pid = /Details ([0-9a-f-]{36})/.exec(requested[0] ?? '')?.[1] ?? '';
    const [details] = await db()
      .select()
      .from(recognitionPendingDetails)
      .where(eq(recognitionPendingDetails.id, pid));
    expect(details).toMatchObject({ status: PendingDetailsStatus.pendingDetails, dueDate: due });

    expect(await refusal('recognitions', 'accept-details', pid)).toMatch(/^You cannot accept these details/);
    expect(await refusal('recognitions', 'waive-details', pid)).toBe(
      'reason: Enter why the details are no longer needed',
    );
    expect(await officer('recognitions', 'waive-details', pid, '--reason', 'Sent by post.')).toEqual([
      `The details have been waived. The details are Waived. ${AS}`,
    ]);
    expect(await refusal('recognitions', 'return-details', 'x', '--reason', 'No.')).toBe(
      'We could not find those details.',
    );
  });

  it('refuses a bad command with one line and touches nothing', async () => {
    const recognition = await recognisedLab();
    expect(await refusal('recognitions', 'withdraw', recognition.id)).toBe('usage: --reason is required.');
    expect(await refusal('recognitions', 'withdraw', recognition.id, '--reason', ' ')).toBe(
      'reason: Enter the reason',
    );
    expect(
      await refusal(
        'recognitions',
        'propose-suspension',
        recognition.id,
        '--grounds',
        'G',
        '--file',
        path.join(folder, 'missing.pdf'),
      ),
    ).toMatch(/^file: Could not read .*missing\.pdf: there is no such file$/);
    expect(
      await refusal(
        'recognitions',
        'request-details',
        recognition.id,
        '--description',
        'D',
        '--due',
        '2026-02-30',
      ),
    ).toBe('dueDate: Enter a real date');
    expect(await refusal('recognitions', 'fly', recognition.id)).toBe(
      'usage: Unknown recognitions command: fly',
    );
    expect(await refusal('recognitions', 'suspend')).toBe(
      'usage: Name what to act on: recognitions suspend <id>.',
    );
    expect(await refusal('recognitions')).toBe('usage: Name a recognitions command.');
    expect(await recognitionStatus(recognition.id)).toBe(R.recognised);
  });

  it('runs the expiry job now', async () => {
    const recognition = await recognisedLab();
    await db()
      .update(companyRecognitions)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(companyRecognitions.id, recognition.id));
    expect(await officer('recognitions', 'run-expiry')).toEqual([
      '1 recognition marked Expired; 0 renewal reminders sent.',
    ]);
    expect(await recognitionStatus(recognition.id)).toBe(R.expired);
    expect(await officer('recognitions', 'run-expiry')).toEqual([
      '0 recognitions marked Expired; 0 renewal reminders sent.',
    ]);
  });
});
