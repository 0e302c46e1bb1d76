import { type OfficerPtRound, PtStatus } from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, proficiencyTestSchemes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_OFFICER } from '../../db/seed/demo-accounts.js';
import { OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { companyIdOf, ptOfficerCalls, registerForRound, roundBody } from '../../test/pt-officer-builders.js';
import { messageOf } from '../../test/recognition-builders.js';
import { signInAs } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { officerUpload, refusedOfficerUpload } from '../../test/workflow-builders.js';

/**
 * Making a round through /api/officer/proficiency-tests: who may, its code, fee and Singapore dates,
 * and its documents, kept as the regulator's own files.
 */

let testApp: TestApp;
let api: ReturnType<typeof ptOfficerCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = ptOfficerCalls(testApp);
});
afterAll(() => testApp?.close());

const P = PtStatus;
const BASE = '/api/officer/proficiency-tests';

describe('who may run a round', () => {
  it('refuses a laboratory (403) and a visitor (401) on every officer route', async () => {
    const dual = await signInAs(testApp, 'dual');
    const { id } = await api.create();
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${id}`],
      ['POST', `/${id}/open-registration`],
      ['POST', `/${id}/compute`],
    ] as const) {
      const asLab = await testApp.app.inject({ method, url: `${BASE}${url}`, headers: { cookie: dual } });
      expect(asLab.statusCode).toBe(403);
      expect(messageOf(asLab)).toBe(OFFICERS_ONLY_MESSAGE);
      const asNobody = await testApp.app.inject({ method, url: `${BASE}${url}` });
      expect(asNobody.statusCode).toBe(401);
    }
    expect((await api.show(id)).status).toBe(P.draft);
  });
});

describe('creating a round', () => {
  it('makes a Draft with the next code of its year, the fee in cents and Singapore days', async () => {
    const in2031 = (month: string) => ({
      registrationOpensOn: `2031-${month}-01`,
      registrationClosesOn: `2031-${month}-28`,
      dispatchOn: '2031-08-01',
      resultsDueOn: '2031-09-30',
    });
    const first = await api.create(in2031('03'));
    const second = await api.create(in2031('05'));
    expect(first.statusLabel).toBe('Draft');
    const round = await api.show(second.id);
    expect(round.code).toBe('PT-2031-02');
    expect((await api.show(first.id)).code).toBe('PT-2031-01');
    expect(round.feeSgd).toBe(350.5);
    expect(round.registrationOpensAt).toBe('2031-04-30T16:00:00.000Z');
    expect(round.registrationClosesAt).toBe('2031-05-28T15:59:59.000Z');
    expect(round.dispatchAt).toBe('2031-07-31T16:00:00.000Z');
    expect(round.resultsDueAt).toBe('2031-09-30T15:59:59.000Z');
    expect(round.analytes.map((analyte) => [analyte.name, analyte.unit])).toEqual([
      ['Protein', 'g/100 g'],
      ['Fat', 'g/100 g'],
      ['Sodium', 'mg/100 g'],
    ]);
    expect(round.analytes[0]?.assignment).toEqual({
      source: 'consensus',
      referenceValue: null,
      referenceUncertainty: null,
      sigmaRule: 'robust',
      sigmaValue: null,
    });
    const [row] = await testApp.database.db
      .select({ feeCents: proficiencyTestSchemes.feeCents })
      .from(proficiencyTestSchemes)
      .where(eq(proficiencyTestSchemes.id, second.id));
    expect(row?.feeCents).toBe(35050);

    const listed = await api.succeeded<Array<{ id: string; code: string; participantCount: number }>>(
      api.call('GET', ''),
    );
    expect(listed.find((each) => each.id === second.id)).toMatchObject({
      code: 'PT-2031-02',
      matrix: round.matrix,
      participantCount: 0,
      registrationOpensAt: round.registrationOpensAt,
      registrationClosesAt: round.registrationClosesAt,
      resultsDueAt: round.resultsDueAt,
    });
  });

  it('refuses a round whose dates are out of order, or without analytes', async () => {
    const response = await api.call(
      'POST',
      '',
      roundBody({ registrationClosesOn: '2026-11-01', analytes: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatchObject({
      analytes: ['Add at least one analyte'],
    });
  });
});

describe('documents', () => {
  it('keeps the files as the regulator’s own attachments, and general ones only until registration closes', async () => {
    const { id } = await api.create();
    const file = await officerUpload(testApp, 'Instructions.pdf');
    const round = await api.succeeded<OfficerPtRound>(
      api.call('POST', `/${id}/documents`, { kind: 'general', files: [file] }),
    );
    expect(round.documents).toEqual([
      expect.objectContaining({ kind: 'general', fileName: 'Instructions.pdf' }),
    ]);
    const [stored] = await testApp.database.db
      .select({ companyId: attachments.companyId, purpose: attachments.purpose })
      .from(attachments)
      .where(eq(attachments.id, file));
    expect(stored).toEqual({
      companyId: await companyIdOf(testApp, DEMO_OFFICER.email),
      purpose: 'document',
    });

    // A file that is no document is refused by its upload: the round has nothing to take.
    const notes = await refusedOfficerUpload(testApp, 'notes.txt', testFiles.text());
    expect(notes.statusCode).toBe(400);
    expect(messageOf(notes)).toEqual({ file: ['The file must be a PDF, JPG, PNG, Word or Excel'] });
    expect((await api.show(id)).documents).toHaveLength(1);

    await api.succeeded(api.step(id, 'open-registration'));
    await registerForRound(testApp, id, await companyIdOf(testApp, DEMO_ACCOUNTS.dual.email));
    await api.succeeded(api.step(id, 'close-registration'));
    await api.refused(
      api.call('POST', `/${id}/documents`, {
        kind: 'general',
        files: [await officerUpload(testApp, 'Late instructions.pdf')],
      }),
      409,
      'You can change the round’s details only while the round is Draft or Registration Open; it is Registration Closed.',
    );
    const withPackage = await api.succeeded<OfficerPtRound>(
      api.call('POST', `/${id}/documents`, {
        kind: 'participant-package',
        files: [await officerUpload(testApp, 'Package.pdf')],
      }),
    );
    expect(withPackage.documents.map((document) => document.kind)).toEqual([
      'general',
      'participant-package',
    ]);
  });
});
