import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApplicationCategory,
  ApplicationStatus,
  AttachmentScanStatus,
  applicationProblems,
  CompanyRecognitionStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type FormTemplate,
  filesIn,
  isAtOrAfter,
  isEnded,
  outcomeKindFor,
  Programme,
  ReviewResponseStatus,
  SectionState,
  sectionStates,
  withAttachmentStatuses,
} from '@fsmis/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../modules/attachments/file-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationEvents,
  applicationFindings,
  applicationInvoices,
  applicationSections,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  attachments,
  companies,
  companyRecognitions,
  correctiveActions,
  programmeApplicationTemplates,
  siteVerifications,
  users,
} from '../schema/index.js';
import { DEMO_ACCOUNTS, SECOND_OFFICER } from './demo-accounts.js';
import { isoDate } from './demo-answers.js';
import { seedDemoData } from './demo-data.js';
import { DEMO_PT_LABORATORIES } from './demo-pt-laboratories.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const DAY_MS = 86_400_000;
/** The seven demo companies, the regulator, and the laboratories that take part in proficiency testing. */
const SEEDED_COMPANIES = 8 + DEMO_PT_LABORATORIES.length;
/** A user for each demo company and PT laboratory, and the regulator's two officers. */
const SEEDED_USERS = 9 + DEMO_PT_LABORATORIES.length;

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

  it('seeds the seven demo companies, the regulator and the PT laboratories once, never over existing data', async () => {
    expect(await count(companies)).toBe(SEEDED_COMPANIES);
    const before = { users: await count(users), applications: await count(applications) };
    const again = await seedDemoData(db(), storage);
    expect(again).toEqual({ seeded: false, reason: 'the database already holds companies' });
    expect(await count(companies)).toBe(SEEDED_COMPANIES);
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
    expect(all).toHaveLength(36);
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

  describe('the records each status implies', () => {
    const S = ApplicationStatus;
    const ENDED_BY_SOMEONE: readonly ApplicationStatus[] = [S.voided, S.withdrawn, S.cancelled, S.closed];
    const inDays = (days: number) => isoDate(new Date(Date.now() + days * DAY_MS));

    /** Every submitted application with the records of its workflow, and the actions of its history. */
    async function workflows() {
      const [all, events, rounds, visits, findings, actions, documents, versions, invoices, comments, files] =
        await Promise.all([
          db().select().from(applications),
          db().select().from(applicationEvents),
          db().select().from(applicationCorrespondence),
          db().select().from(siteVerifications),
          db().select().from(applicationFindings),
          db().select().from(correctiveActions),
          db().select().from(approvalDocuments),
          db().select().from(approvalDocumentVersions),
          db().select().from(applicationInvoices),
          db().select().from(applicationComments),
          db().select().from(attachments),
        ]);
      const fileOf = new Map(files.map((file) => [file.id, file]));
      return all
        .filter((application) => application.status !== S.draft)
        .map((application) => {
          const own = <T extends { applicationId: string }>(rows: T[]) =>
            rows.filter((row) => row.applicationId === application.id);
          const history = own(events).sort((a, b) => a.at.getTime() - b.at.getTime());
          const ownFindings = own(findings).sort((a, b) => a.number - b.number);
          return {
            ...application,
            status: application.status,
            history,
            took: (action: string) => history.some((event) => event.action === action),
            rounds: own(rounds).sort((a, b) => a.round - b.round),
            verification: own(visits)[0] ?? null,
            findings: ownFindings.map((finding) => ({
              ...finding,
              actions: actions.filter((action) => action.findingId === finding.id),
            })),
            versions: own(documents).flatMap((document) =>
              versions.filter((version) => version.documentId === document.id),
            ),
            invoice: own(invoices)[0] ?? null,
            comments: own(comments),
            fileOf: (id: string | null) => (id ? fileOf.get(id) : undefined),
          };
        });
    }

    it("gives ready's LRP Change Of Scope two acknowledged findings without corrective actions", async () => {
      const [company] = await db()
        .select()
        .from(companies)
        .where(eq(companies.uen, DEMO_ACCOUNTS.ready.companyUen));
      const scope = (await workflows()).find(
        (application) =>
          application.companyId === company?.id &&
          application.programme === Programme.LRP &&
          application.category === ApplicationCategory.changeOfScope &&
          application.status === S.pendingCorrectiveAction,
      );
      expect(scope?.findings).toHaveLength(2);
      for (const finding of scope?.findings ?? []) {
        expect(finding.clause).toMatch(/^ISO\/IEC 17025:2017 \d+(\.\d+)+$/);
        expect(finding.acknowledgedAt).toBeInstanceOf(Date);
        expect(finding.actions).toEqual([]);
        expect(finding.dueDate > inDays(3)).toBe(true);
      }
      expect(scope?.findings.map((finding) => finding.severity).sort()).toEqual([1, 2]);
    });

    it('leaves an open request for information on each application in Request For Information', async () => {
      const all = await workflows();
      const waiting = all.filter((application) => application.status === S.requestForInformation);
      expect(waiting.length).toBeGreaterThan(0);
      for (const application of all) {
        expect(application.rounds, application.referenceNumber).toHaveLength(
          application.history.filter((event) => event.action === 'request-information').length,
        );
        const open = application.rounds.filter((round) => round.status === CorrespondenceStatus.sent);
        expect(open.length, application.referenceNumber).toBe(
          application.status === S.requestForInformation ? 1 : 0,
        );
        expect(open.every((round) => round.dueDate === inDays(10) || round.dueDate === inDays(11))).toBe(
          true,
        );
        for (const round of application.rounds.filter(
          (round) => round.status === CorrespondenceStatus.acknowledged,
        )) {
          expect(round.responseText).toBeTruthy();
          expect(application.fileOf(round.responseAttachmentIds[0] ?? null)?.status).toBe(
            AttachmentScanStatus.scanned,
          );
        }
      }
      expect(
        all.some((application) =>
          application.rounds.some((round) => round.status === CorrespondenceStatus.acknowledged),
        ),
      ).toBe(true);
    });

    it('schedules the site verification from Verification Check on, with its report once past it', async () => {
      for (const application of await workflows()) {
        const { verification } = application;
        expect(verification !== null, application.referenceNumber).toBe(
          application.took('start-verification'),
        );
        if (!verification) continue;
        const decided = application.took('raise-findings') || application.took('verify-without-findings');
        expect(verification.outcome).toBe(
          decided ? (application.took('raise-findings') ? 'findings' : 'no-findings') : null,
        );
        expect(application.fileOf(verification.reportAttachmentId)).toMatchObject(
          decided ? { status: AttachmentScanStatus.scanned, companyId: application.companyId } : {},
        );
        if (!decided) expect(verification.reportAttachmentId).toBeNull();
        if (application.status === S.verificationCheck)
          expect(verification.scheduledFor.getTime()).toBeGreaterThan(Date.now());
      }
    });

    it('raises two findings on the findings path: acknowledged, then answered, then accepted', async () => {
      const all = await workflows();
      const statusesWithFindings = new Set(
        all.filter((application) => application.findings.length > 0).map((a) => a.status),
      );
      for (const status of [
        S.pendingFindingsAcknowledgement,
        S.pendingCorrectiveAction,
        S.correctiveActionsReview,
      ]) {
        expect(statusesWithFindings.has(status)).toBe(true);
      }
      for (const application of all) {
        expect(application.findings.length, application.referenceNumber).toBe(
          application.took('raise-findings') ? 2 : 0,
        );
        for (const finding of application.findings) {
          expect(finding.acknowledgedAt !== null).toBe(application.took('acknowledge'));
          const expected = application.took('accept-corrective-actions')
            ? CorrectiveActionStatus.accepted
            : application.took('findings-corrected')
              ? CorrectiveActionStatus.submitted
              : null;
          expect(finding.actions.map((action) => action.status)).toEqual(expected ? [expected] : []);
          for (const action of finding.actions) {
            expect(action.text).toBeTruthy();
            expect(application.fileOf(action.attachmentIds[0] ?? null)?.status).toBe(
              AttachmentScanStatus.scanned,
            );
          }
        }
      }
    });

    it('prepares two approval documents: Requested, then Sent (one accepted), then accepted', async () => {
      const C = CorrespondenceStatus;
      const expected: Partial<Record<ApplicationStatus, [number, number][]>> = {
        [S.preparationOfApprovalDocuments]: [
          [C.requested, ReviewResponseStatus.pending],
          [C.requested, ReviewResponseStatus.pending],
        ],
        [S.documentaryReview]: [
          [C.acknowledged, ReviewResponseStatus.accepted],
          [C.sent, ReviewResponseStatus.pending],
        ],
      };
      const all = await workflows();
      for (const application of all) {
        const entered =
          application.took('verify-without-findings') || application.took('accept-corrective-actions');
        expect(application.versions.length, application.referenceNumber).toBe(entered ? 2 : 0);
        const states = application.versions.map((version) => [version.status, version.responseStatus]);
        const inReview = expected[application.status];
        if (inReview) expect(states).toEqual(inReview);
        else if (application.took('approval-documents-ready')) {
          expect(states).toEqual([
            [C.acknowledged, ReviewResponseStatus.accepted],
            [C.acknowledged, ReviewResponseStatus.accepted],
          ]);
        }
        for (const version of application.versions) {
          expect(application.fileOf(version.attachmentId)?.companyId).toBe(application.companyId);
        }
      }
      for (const status of [S.preparationOfApprovalDocuments, S.documentaryReview]) {
        expect(all.some((application) => application.status === status)).toBe(true);
      }
    });

    it('invoices from Preparation Of Approval Documents on, paid once Recognised, and signs the acceptance', async () => {
      const numbers = new Set<string>();
      for (const application of await workflows()) {
        const { invoice } = application;
        const entered =
          application.took('verify-without-findings') || application.took('accept-corrective-actions');
        expect(invoice !== null, application.referenceNumber).toBe(entered);
        if (invoice) {
          expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
          numbers.add(invoice.number);
          expect(invoice.amountSgd).toBe(invoice.lines.reduce((sum, line) => sum + line.amountSgd, 0));
          expect(application.fileOf(invoice.attachmentId)?.displayFileName).toBe(
            `Invoice ${invoice.number}.pdf`,
          );
          expect(invoice.paidAt !== null).toBe(application.took('recognise'));
          if (!isEnded(application.status)) expect(invoice.dueDate > inDays(3)).toBe(true);
        }
        const acceptance = application.acceptance as {
          signedAt: string;
          signatureAttachmentId: string;
        } | null;
        expect(acceptance !== null, application.referenceNumber).toBe(
          application.took('declaration-signature'),
        );
        if (acceptance) {
          expect(application.fileOf(acceptance.signatureAttachmentId)?.purpose).toBe('declaration-signature');
          expect(isAtOrAfter(application.status, S.pendingApprovalOrSupport)).toBe(true);
        }
      }
      expect(numbers.size).toBeGreaterThan(5);
    });

    it('records when each application last moved, why an ended one ended and what a recognised one granted', async () => {
      for (const application of await workflows()) {
        const moves = application.history.filter((event) => event.fromStatus !== event.toStatus);
        expect(application.statusSince, application.referenceNumber).toEqual(moves.at(-1)?.at);
        const ended = ENDED_BY_SOMEONE.includes(application.status);
        expect(Boolean(application.endReason), application.referenceNumber).toBe(ended);
        if (ended) expect(moves.at(-1)?.detail).toBe(application.endReason);
        // A Closed application was recognised first: its reason does not deny what it granted.
        if (application.status === ApplicationStatus.closed) {
          expect(application.endReason, application.referenceNumber).not.toMatch(/not renewed|expired/);
        }
        expect(application.outcomeKind).toBe(
          application.took('recognise') ? outcomeKindFor(application.category) : null,
        );
        expect(
          application.history.every((event) => event.at.getTime() <= application.updatedAt.getTime()),
        ).toBe(true);
      }
    });

    it('leaves nothing the company owes due within three days, and carries a few comment threads', async () => {
      const all = await workflows();
      const open = all.filter((application) => !isEnded(application.status));
      const dueDates = open.flatMap((application) => [
        ...application.rounds
          .filter((round) => round.status === CorrespondenceStatus.sent)
          .map((round) => round.dueDate),
        ...(application.status === S.pendingFindingsAcknowledgement ||
        application.status === S.pendingCorrectiveAction
          ? application.findings.map((finding) => finding.dueDate)
          : []),
        ...(application.invoice && !application.invoice.paidAt ? [application.invoice.dueDate] : []),
      ]);
      expect(dueDates.length).toBeGreaterThan(3);
      expect(dueDates.filter((due) => due <= inDays(3))).toEqual([]);

      const threads = all.filter((application) => application.comments.length > 0);
      expect(threads.length).toBeGreaterThanOrEqual(3);
      const parties = new Set(
        threads.flatMap((application) => application.comments.map((comment) => comment.authorParty)),
      );
      expect([...parties].sort()).toEqual(['company', 'officer']);
    });
  });

  it('rebuilds from scratch with reset', async () => {
    const result = await seedDemoData(db(), storage, { reset: true });
    expect(result.seeded).toBe(true);
    expect(await count(companies)).toBe(SEEDED_COMPANIES);
    expect(await count(users)).toBe(SEEDED_USERS);
    expect(await count(applications)).toBe(36);
    const [templates] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(programmeApplicationTemplates);
    expect(templates?.count).toBe(15);
  });
});
