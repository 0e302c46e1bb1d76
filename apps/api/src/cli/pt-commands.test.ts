import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PtStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proficiencyTestSchemes } from '../db/schema/index.js';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { officerPtRoundView } from '../modules/pt-rounds/pt-officer-view.js';
import { officerCommandLine } from '../test/officer-cli.js';
import {
  ptLab,
  referenceAlgorithmA,
  registerForRound,
  roundBody,
  submitResults,
} from '../test/pt-officer-builders.js';
import { auditActionsOn, waitForMail } from '../test/recognition-builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testFiles } from '../test/test-files.js';
import { OFFICER_USAGE } from './officer-commands.js';

/**
 * `npm run officer -- pt …` in-process: the same parser and service calls the command line runs, on the
 * real database, as the operating-system user "tester".
 */

let testApp: TestApp;
let folder: string;
beforeAll(async () => {
  testApp = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-pt-cli-'));
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const db = () => testApp.database.db;
const AS = `(as ${DEMO_OFFICER.name})`;

const { officer, refusal } = officerCommandLine(() => testApp);

function fileOf(name: string, content: string | Buffer): string {
  const where = path.join(folder, name);
  fs.writeFileSync(where, content);
  return where;
}

/** Creates a round from a JSON document; answers its id and code. */
async function createdRound(overrides = {}): Promise<{ id: string; code: string }> {
  const file = fileOf('round.json', JSON.stringify(roundBody(overrides)));
  const [line] = await officer('pt', 'create', '--file', file);
  const id = line?.match(/Id ([0-9a-f-]{36})\./)?.[1];
  if (!id) throw new Error(`No id in: ${line}`);
  const [row] = await db()
    .select({ code: proficiencyTestSchemes.code })
    .from(proficiencyTestSchemes)
    .where(eq(proficiencyTestSchemes.id, id));
  return { id, code: row?.code ?? '' };
}

describe('officer pt', () => {
  it('lists the usage of every pt command', () => {
    for (const command of [
      'list',
      'show',
      'create',
      'add-document',
      'dispatch',
      'assign',
      'compute',
      'review',
    ]) {
      expect(OFFICER_USAGE).toContain(`pt ${command}`);
    }
    expect(OFFICER_USAGE).toContain(
      'pt open-registration|close-registration|open-results|close-results|publish <id|code>',
    );
  });

  it('creates a round from a JSON document and lists and shows it by code or id', async () => {
    const file = fileOf('new-round.json', JSON.stringify(roundBody({ name: 'Moisture in flour' })));
    const [created] = await officer('pt', 'create', '--file', file);
    expect(created).toMatch(
      /^Created the round PT-2026-\d{2} \(Moisture in flour\) in Draft\. Id [0-9a-f-]{36}\. /,
    );
    expect(created).toContain(AS);
    const code = created?.match(/PT-2026-\d{2}/)?.[0] ?? '';

    const listed = await officer('pt', 'list');
    expect(listed[0]).toMatch(/^\d+ rounds:$/);
    expect(listed.find((line) => line.startsWith(code))).toMatch(
      new RegExp(
        `^${code} {2}Draft {2}Moisture in flour {2}opens 01 Dec 2026 {2}0 registered, 0 submitted {2}[0-9a-f-]{36}$`,
      ),
    );

    const shown = await officer('pt', 'show', code.toLowerCase());
    expect(shown[0]).toBe(`${code}  Draft  Moisture in flour (Soy milk)`);
    expect(shown).toContain(
      'Registration 01 Dec 2026 to 31 Dec 2026; dispatch 10 Jan 2027; results due 10 Feb 2027; fee S$350.50',
    );
    expect(shown).toContain('Participants: none registered');
    expect(shown.at(-1)).toBe('Steps open now: open-registration, edit, assign');
    const id = shown[1]?.slice('Id: '.length) ?? '';
    expect(await officer('pt', 'show', id)).toEqual(shown);
  });

  it('refuses mistakes in the command before touching anything', async () => {
    expect(await refusal('pt', 'show', 'PT-1999-01')).toBe('We could not find that round.');
    expect(await refusal('pt', 'launch', 'PT-1999-01')).toBe('usage: Unknown pt command: launch');
    expect(await refusal('pt', 'compute')).toBe('usage: Name the round: pt compute <id|code>.');
    expect(await refusal('pt', 'create', '--file', fileOf('bad.json', '{ not json'))).toMatch(
      /^file: .*bad\.json is not JSON/,
    );
    expect(
      await refusal(
        'pt',
        'create',
        '--file',
        fileOf('empty.json', JSON.stringify(roundBody({ analytes: [] }))),
      ),
    ).toBe('analytes: Add at least one analyte');
    const { code } = await createdRound();
    expect(
      await refusal(
        'pt',
        'assign',
        code,
        '--analyte',
        'Protein',
        '--source',
        'reference',
        '--sigma',
        'robust',
      ),
    ).toBe(
      'referenceValue: Enter the reference value referenceUncertainty: Enter the standard uncertainty of the reference value',
    );
    expect(
      await refusal(
        'pt',
        'assign',
        code,
        '--analyte',
        'Protein',
        '--source',
        'consensus',
        '--sigma',
        'fixed',
        '--sigma-value',
        'ten',
      ),
    ).toBe('usage: --sigma-value must be a number, not ten.');
    expect(
      await refusal('pt', 'assign', code, '--analyte', 'Iron', '--source', 'consensus', '--sigma', 'robust'),
    ).toBe('We could not find that analyte in the round.');
    expect(await refusal('pt', 'dispatch', code, '--courier', 'DHL', '--tracking', '1')).toBe(
      'usage: --lab is required.',
    );
  });

  it('runs a round from Draft to PT Completed, refusing steps out of turn with the domain’s sentence', async () => {
    const { id, code } = await createdRound();
    const labs = [await ptLab(testApp), await ptLab(testApp), await ptLab(testApp, { local: true })];

    expect(await refusal('pt', 'publish', code)).toBe(
      'You can publish the report only while the round is Results Submission Closed; it is Draft.',
    );
    const pdf = fileOf('Instructions.pdf', testFiles.pdf());
    expect(await officer('pt', 'add-document', code, '--kind', 'general', '--file', pdf)).toEqual([
      `Added 1 general document to ${code}: Instructions.pdf. ${AS}`,
    ]);
    const [opened] = await officer('pt', 'open-registration', code);
    expect(opened).toMatch(
      new RegExp(
        `^Opened registration for ${code}; it is Registration Open\\. \\d+ laboratories were told\\. `,
      ),
    );
    await waitForMail(testApp, labs[0]?.email ?? '', `Registration is open for ${code}`);

    expect(await refusal('pt', 'open-results', code)).toBe(
      'You can open results submission only while the round is Registration Closed; it is Registration Open.',
    );
    const participants = [];
    for (const lab of labs) participants.push(await registerForRound(testApp, id, lab.companyId));
    expect(await officer('pt', 'close-registration', code)).toEqual([
      `Closed registration for ${code}; it is Registration Closed. 3 laboratories were told. ${AS}`,
    ]);
    expect(
      await officer(
        'pt',
        'dispatch',
        code,
        '--lab',
        'a02',
        '--courier',
        'FedEx',
        '--tracking',
        '7788',
        '--on',
        '2027-01-10',
      ),
    ).toEqual([
      `Recorded the dispatch to A02 (${labs[1]?.name}) on 2027-01-10 by FedEx, tracking number 7788; the laboratory was told. ${AS}`,
    ]);
    const mail = await waitForMail(
      testApp,
      labs[1]?.email ?? '',
      `Your test items for ${code} have been dispatched`,
    );
    expect(mail.text).toContain('FedEx, tracking number 7788');
    await officer('pt', 'open-results', code);

    const values = [12.0, 12.4, 11.8];
    for (const [index, participant] of participants.entries()) {
      await submitResults(testApp, participant.id, [
        {
          analyteId: (await officerPtRoundView(db(), id)).analytes[0]?.id ?? '',
          outcome: 'value',
          value: values[index] ?? null,
        },
      ]);
    }
    await officer('pt', 'close-results', code);
    expect(await refusal('pt', 'review', code)).toBe('Compute the statistics before you review them.');

    expect(
      await officer(
        'pt',
        'assign',
        code,
        '--analyte',
        'protein',
        '--source',
        'reference',
        '--value',
        '12',
        '--uncertainty',
        '0.05',
        '--sigma',
        'percent',
        '--sigma-value',
        '5',
      ),
    ).toEqual([
      `Protein in ${code} is scored against the reference value 12 ± 0.05, with sigma_pt 5% of the assigned value. Compute the statistics again. ${AS}`,
    ]);
    const [computed] = await officer('pt', 'compute', code);
    expect(computed).toMatch(
      new RegExp(`^Computed the statistics of ${code} from 3 submissions: 1 of 3 analytes scored\\.`),
    );
    expect(computed).toContain('Review them before you publish the report.');

    const view = await officerPtRoundView(db(), id);
    const protein = view.analytes[0];
    expect(protein?.statistics).toMatchObject({
      assignedValue: 12,
      sigmaPt: expect.closeTo(0.6, 9),
      scoreKind: 'z',
    });
    expect(protein?.statistics?.robustMean).toBeCloseTo(referenceAlgorithmA(values).mean, 4);
    expect(view.participants.map((participant) => participant.results[0]?.score)).toEqual([
      expect.closeTo(0, 6),
      expect.closeTo(0.4 / 0.6, 6),
      expect.closeTo(-0.2 / 0.6, 6),
    ]);

    const shown = await officer('pt', 'show', code);
    expect(shown.find((line) => line.startsWith('  Protein'))).toContain(
      'assigned value: reference 12 ± 0.05, sigma_pt: 5%  n=3',
    );
    expect(shown.find((line) => line.startsWith('  A02'))).toMatch(
      /dispatched 10 Jan 2027 \(7788\).* Protein 12\.4 \(0\.6667, satisfactory\)/,
    );

    expect(await officer('pt', 'review', code)).toEqual([
      `Reviewed the statistics of ${code}; you can publish the report. ${AS}`,
    ]);
    expect(await officer('pt', 'publish', id)).toEqual([
      `Published the report of ${code}; it is PT Completed. 3 laboratories were told. ${AS}`,
    ]);
    expect((await officerPtRoundView(db(), id)).status).toBe(PtStatus.ptCompleted);
    expect(await auditActionsOn(testApp, 'pt-round', id)).toEqual([
      'pt.create',
      'pt.add-documents',
      'pt.open-registration',
      'pt.close-registration',
      'pt.dispatch',
      'pt.open-results',
      'pt.close-results',
      'pt.assign',
      'pt.compute',
      'pt.review',
      'pt.publish',
    ]);
    const audit = await officer('audit', '--limit', '1');
    expect(audit[0]).toContain(
      `${DEMO_OFFICER.email}  cli:tester  pt.publish  pt-round ${id}  Results Submission Closed -> PT Completed`,
    );
  });
});
