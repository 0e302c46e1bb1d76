import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApplicationCategory,
  ApplicationStatus,
  applicationProblems,
  CompanyRecognitionStatus,
  type FormTemplate,
  filesIn,
  Programme,
  SectionState,
  sectionStates,
  withAttachmentStatuses,
} from '@fsmis/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../modules/attachments/file-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  applicationEvents,
  applicationSections,
  applications,
  attachments,
  companies,
  companyRecognitions,
  programmeApplicationTemplates,
  users,
} from '../schema/index.js';
import { DEMO_ACCOUNTS, SECOND_OFFICER } from './demo-accounts.js';
import { isoDate } from './demo-answers.js';
import { seedDemoData } from './demo-data.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const DAY_MS = 86_400_000;

const count = async (
  table: typeof companies | typeof users | typeof applications | typeof attachments,
): Promise<number | undefined> => {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count;
};

/** Every application with its pinned template and its sections' answers (files with their scan status). */
async function seededApplications() {
  const [rows, sections, templates, files] = await Promise.all([
    db().select().from(applications),
    db().select().from(applicationSections),
    db().select().from(programmeApplicationTemplates),
    db()
      .select({
        id: attachments.id,
        status: attachments.status,
        companyId: attachments.companyId,
        purpose: attachments.purpose,
        entityId: attachments.entityId,
      })
      .from(attachments),
  ]);
  const fileOf = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => {
    const template = templates.find((candidate) => candidate.id === row.templateId);
    const own = sections.filter((section) => section.applicationId === row.id);
    const answers = withAttachmentStatuses(
      Object.fromEntries(own.map((section) => [section.sectionId, section.answers])),
      (id) => fileOf.get(id)?.status,
    );
    return {
      ...row,
      template: template?.definition as FormTemplate | undefined,
      sections: own,
      answers,
      fileOf,
    };
  });
}

describe('seedDemoData', () => {
  const storage = diskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'fsmis-seed-')));

  it('seeds the six demo companies and the regulator once, never over existing data', async () => {
    expect(await count(companies)).toBe(7);
    const before = { users: await count(users), applications: await count(applications) };
    const again = await seedDemoData(db(), storage);
    expect(again).toEqual({ seeded: false, reason: 'the database already holds companies' });
    expect(await count(companies)).toBe(7);
    expect({ users: await count(users), applications: await count(applications) }).toEqual(before);
  });

  it('seeds a second officer of the regulator', async () => {
    const [officer] = await db().select().from(users).where(eq(users.email, SECOND_OFFICER.email));
    expect(officer).toMatchObject({ singpassIdentifier: 'S9000002J', name: 'Rahul Nair', role: 'officer' });
    const [regulator] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, officer?.companyId ?? ''));
    expect(regulator).toMatchObject({ uen: 'T08GB0001A', isRegulator: true });
  });

  it('recognises veteran under all three programmes, each through a Recognised New application', async () => {
    const veteran = DEMO_ACCOUNTS.veteran;
    const [company] = await db().select().from(companies).where(eq(companies.uen, veteran.companyUen));
    const [user] = await db().select().from(users).where(eq(users.email, veteran.email));
    expect(user).toMatchObject({
      singpassIdentifier: veteran.singpassIdentifier,
      contactNumber: '6123 4567',
    });
    expect(user?.signatureAttachmentId).toBeTruthy();

    const recognitions = await db()
      .select()
      .from(companyRecognitions)
      .where(eq(companyRecognitions.companyId, company?.id ?? ''));
    expect(recognitions.map((recognition) => recognition.programme).sort()).toEqual([
      Programme.LRP,
      Programme.IBR,
      Programme.AOR,
    ]);
    const all = await seededApplications();
    for (const recognition of recognitions) {
      expect(recognition.status).toBe(CompanyRecognitionStatus.recognised);
      const daysLeft = (recognition.validUntil.getTime() - Date.now()) / DAY_MS;
      if (recognition.programme === Programme.LRP) expect(Math.round(daysLeft)).toBe(45);
      else expect(daysLeft).toBeGreaterThan(365);
      const application = all.find((candidate) => candidate.id === recognition.applicationId);
      expect(application).toMatchObject({
        companyId: company?.id,
        programme: recognition.programme,
        category: ApplicationCategory.new,
        status: ApplicationStatus.recognised,
      });
      expect(application?.sections.length).toBe(application?.template?.sections.length);
      expect(application?.sections.length).toBeGreaterThan(0);
    }
    // Nothing open: veteran may start every renewal and change.
    expect(all.filter((application) => application.companyId === company?.id)).toHaveLength(3);
  });

  it('gives every application past Draft complete answers to its pinned template, with its files', async () => {
    const today = isoDate(new Date());
    const all = await seededApplications();
    expect(all).toHaveLength(35);
    for (const application of all) {
      expect(application.template, application.referenceNumber).toBeDefined();
      if (!application.template) continue;
      for (const { file } of filesIn(application.template, application.answers)) {
        expect(application.fileOf.get(file.attachmentId)).toMatchObject({
          companyId: application.companyId,
          purpose: 'document',
        });
      }
      if (application.status === ApplicationStatus.draft) continue;
      expect(applicationProblems(application.template, application.answers, { today })).toEqual([]);
      expect(application.sections.every((section) => section.confirmed && section.schemaVersion === 1)).toBe(
        true,
      );
      const declaration = application.declaration as { signerName: string; signatureAttachmentId: string };
      expect(declaration.signerName).toBeTruthy();
      expect(application.fileOf.get(declaration.signatureAttachmentId)).toMatchObject({
        companyId: application.companyId,
        purpose: 'declaration-signature',
        entityId: application.id,
      });
    }
  });

  it("leaves ready's LRP renewal draft part-way through, started from the recognised application", async () => {
    const all = await seededApplications();
    const draft = all.find((application) => application.status === ApplicationStatus.draft);
    expect(draft).toMatchObject({ programme: Programme.LRP, category: ApplicationCategory.renewal });
    expect(draft?.baselineApplicationId).toBeTruthy();
    if (!draft?.template) throw new Error('The draft has no template');
    const saved = Object.fromEntries(
      draft.sections.map((section) => [
        section.sectionId,
        { answers: draft.answers[section.sectionId], confirmed: section.confirmed },
      ]),
    );
    const states = Object.values(sectionStates(draft.template, saved, { today: isoDate(new Date()) }));
    expect(states).toContain(SectionState.completed);
    expect(states.filter((state) => state === SectionState.inProgress)).toHaveLength(1);
    expect(states.at(-1)).toBe(SectionState.notStarted);
  });

  it('records how each submitted application got where it is', async () => {
    const events = await db().select().from(applicationEvents);
    const all = await seededApplications();
    for (const application of all) {
      const own = events
        .filter((event) => event.applicationId === application.id)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(own[0]).toMatchObject({ action: 'create', toStatus: ApplicationStatus.draft });
      expect(own.at(-1)?.toStatus).toBe(application.status);
      if (application.status !== ApplicationStatus.draft) {
        expect(own[1]).toMatchObject({ action: 'submit', fromStatus: 1, toStatus: 2 });
      }
    }
  });

  it('rebuilds from scratch with reset', async () => {
    const result = await seedDemoData(db(), storage, { reset: true });
    expect(result.seeded).toBe(true);
    expect(await count(companies)).toBe(7);
    expect(await count(users)).toBe(8);
    expect(await count(applications)).toBe(35);
    const [templates] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(programmeApplicationTemplates);
    expect(templates?.count).toBe(15);
  });
});
