import { randomUUID } from 'node:crypto';
import {
  ApplicationCategory,
  ApplicationStatus,
  type FormTemplate,
  firstFormOf,
  Programme,
  programmeLabel,
} from '@fsmis/domain';
import { findLatestTemplates } from '../../modules/application-templates/application-templates.repository.js';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import { applicationSections, applications } from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_CONTACT_NUMBER, type SeededAccounts } from './demo-accounts.js';
import { type DemoAnswers, demoAnswers, scopeSummaryOf } from './demo-answers.js';
import { addDays, daysAgo } from './demo-dates.js';
import { draftSections } from './demo-drafts.js';
import { attachmentIdsIn, fileCabinet, signatureFreezer } from './demo-files.js';
import { between } from './demo-journey.js';
import { RECOGNITION_DAYS, type SeededRecognitions, seedRecognitions, yearOf } from './demo-recognitions.js';
import { demoWorkflow } from './demo-workflow.js';
import type { CommentThread } from './demo-workflow-texts.js';
import { minimalPdf } from './minimal-pdf.js';

const { LRP, IBR, AOR } = Programme;
const {
  new: NEW,
  renewal: RENEWAL,
  changeOfScope: SCOPE,
  changeOfCompanyDetails: DETAILS,
} = ApplicationCategory;
const S = ApplicationStatus;

interface SeedApplication extends SeedOptions {
  programme: Programme;
  category: ApplicationCategory;
  status: ApplicationStatus;
  createdDaysAgo: number;
  /** When the application last changed. */
  updatedDaysAgo: number;
}

interface SeedOptions {
  /** The form it was started on; the category's first form unless said. */
  form?: string;
  /** Statuses it passed through besides those of the shortest way to its status. */
  via?: readonly ApplicationStatus[];
  /** The comment thread it carries. */
  thread?: CommentThread;
}

const app = (
  programme: Programme,
  category: ApplicationCategory,
  status: ApplicationStatus,
  createdDaysAgo: number,
  updatedDaysAgo: number,
  options: SeedOptions = {},
): SeedApplication => ({ programme, category, status, createdDaysAgo, updatedDaysAgo, ...options });

/**
 * The applications docs/demo-data.md names for `ready`, each of which later issues build on. The LRP New was
 * recognised 3 years less 50 days ago, so its recognition expires 50 days after seeding (renewal due, its
 * 90- and 60-day reminders sent) while the renewal is still a draft.
 */
const READY_NAMED = {
  recognisedLrpNew: app(LRP, NEW, S.recognised, RECOGNITION_DAYS - 5, RECOGNITION_DAYS - 50, {
    via: [S.requestForInformation, S.pendingFindingsAcknowledgement],
  }),
  lrpChangeOfScope: app(LRP, SCOPE, S.pendingCorrectiveAction, 60, 12, { thread: 'evidence-per-finding' }),
  lrpRenewalDraft: app(LRP, RENEWAL, S.draft, 5, 2),
};

/**
 * The rest of `ready`'s 30 applications: every status at least once, over LRP, IBR and AOR, so the
 * table pages, sorts and filters. The workflow allows one open application per programme and category;
 * thirteen open statuses cannot fit twelve slots, so IBR New and AOR New hold two open ones each.
 */
const READY_OTHERS: readonly SeedApplication[] = [
  app(LRP, NEW, S.closed, 1500, 1095),
  app(LRP, DETAILS, S.applicationReview, 10, 9),
  app(IBR, NEW, S.requestForInformation, 40, 8, { thread: 'manual-upload' }),
  app(IBR, RENEWAL, S.verificationCheck, 70, 25),
  app(IBR, SCOPE, S.pendingFindingsAcknowledgement, 80, 4),
  app(IBR, DETAILS, S.correctiveActionsReview, 100, 15),
  app(AOR, NEW, S.preparationOfApprovalDocuments, 120, 18),
  app(AOR, RENEWAL, S.documentaryReview, 150, 11, { thread: 'schedule-wording' }),
  app(AOR, SCOPE, S.approvalDocumentsReady, 170, 7),
  app(AOR, DETAILS, S.pendingApprovalOrSupport, 190, 6, {
    form: 'change-of-company-authorised-representatives',
  }),
  app(IBR, NEW, S.approvedOrSupported, 210, 3),
  app(AOR, NEW, S.pendingSigning, 230, 1),
  app(LRP, RENEWAL, S.voided, 700, 640, { via: [S.requestForInformation] }),
  app(IBR, NEW, S.withdrawn, 600, 580, { via: [S.verificationCheck] }),
  app(AOR, NEW, S.cancelled, 300, 298),
  app(LRP, SCOPE, S.recognised, 500, 430),
  app(LRP, DETAILS, S.recognised, 360, 340, { form: 'change-of-company-address' }),
  app(IBR, SCOPE, S.cancelled, 250, 249),
  app(AOR, RENEWAL, S.withdrawn, 800, 770),
  app(LRP, NEW, S.cancelled, 900, 899),
  app(IBR, RENEWAL, S.voided, 650, 610),
  app(AOR, DETAILS, S.closed, 1100, 1000, {
    form: 'change-of-company-authorised-auditors-and-approved-signatories',
  }),
  app(LRP, SCOPE, S.withdrawn, 450, 440),
  app(IBR, DETAILS, S.cancelled, 30, 29),
  app(AOR, SCOPE, S.voided, 400, 380),
  app(LRP, RENEWAL, S.closed, 1000, 960),
  app(IBR, NEW, S.cancelled, 15, 14),
];

const DUAL: readonly SeedApplication[] = [
  app(LRP, NEW, S.applicationReview, 20, 19, { thread: 'certificate-renewed' }),
  app(LRP, NEW, S.cancelled, 200, 198),
];

/**
 * `veteran`: recognised under every programme, nothing open. The LRP recognition was granted 3 years
 * less 45 days ago, so it expires 45 days after seeding (renewal open, reminder due); IBR and AOR run
 * for more than a year yet.
 */
const VETERAN: readonly SeedApplication[] = [
  app(LRP, NEW, S.recognised, RECOGNITION_DAYS + 135, RECOGNITION_DAYS - 45),
  app(IBR, NEW, S.recognised, 790, 610),
  app(AOR, NEW, S.recognised, 560, 420),
];

/** `revoked`: recognised under LRP about two years ago; the recognition was revoked since. */
const REVOKED: readonly SeedApplication[] = [app(LRP, NEW, S.recognised, 820, 730)];

export interface SeededApplications {
  ready: Record<keyof typeof READY_NAMED, string>;
  recognitions: SeededRecognitions;
}

const APPLICANTS = ['ready', 'dual', 'veteran', 'revoked'] as const;
type ApplicantKey = (typeof APPLICANTS)[number];

/** Where each applicant's pools of people and tests start, so that no two companies share staff. */
const APPLICANT_OFFSET: Readonly<Record<ApplicantKey, number>> = {
  ready: 0,
  dual: 1,
  veteran: 2,
  revoked: 3,
};

interface SeededRecord {
  id: string;
  applicant: ApplicantKey;
  programme: Programme;
  category: ApplicationCategory;
  status: ApplicationStatus;
  createdAt: Date;
  updatedAt: Date;
  answers: DemoAnswers;
}

interface PublishedTemplateRow {
  id: string;
  version: number;
  definition: FormTemplate;
}

/**
 * Applications, recognitions and the suspension of docs/demo-data.md. Reference numbers run in order of
 * creation: programme, year of creation (Singapore time), and a number from 101 (below the numbers new
 * drafts take). Each application is pinned to the latest template of its form and carries its answers
 * (complete once submitted), the files they name, its declaration, and the history and records of its
 * workflow that its status implies (demo-workflow.ts).
 */
export async function seedApplications(
  db: Database,
  storage: FileStorage,
  accounts: SeededAccounts,
  officerUserIds: readonly string[],
): Promise<SeededApplications> {
  const now = Date.now();
  const templates = await latestTemplates(db);
  const all = [
    ...Object.entries(READY_NAMED).map(([name, item]) => ({ ...item, applicant: 'ready' as const, name })),
    ...READY_OTHERS.map((item) => ({ ...item, applicant: 'ready' as const, name: null })),
    ...DUAL.map((item) => ({ ...item, applicant: 'dual' as const, name: null })),
    ...VETERAN.map((item) => ({ ...item, applicant: 'veteran' as const, name: null })),
    ...REVOKED.map((item) => ({ ...item, applicant: 'revoked' as const, name: null })),
  ].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);

  const seeded: SeededRecord[] = [];
  const rows = {
    applications: [] as (typeof applications.$inferInsert)[],
    sections: [] as (typeof applicationSections.$inferInsert)[],
  };
  const files = fileCabinet();
  const freezeSignature = await signatureFreezer(db, storage, { accounts, keys: APPLICANTS }, files);
  const workflow = demoWorkflow(db, files, new Date(now));
  const named: Partial<Record<keyof typeof READY_NAMED, string>> = {};

  for (const [index, item] of all.entries()) {
    const id = randomUUID();
    const account = accounts[item.applicant];
    const profile = DEMO_ACCOUNTS[item.applicant];
    const form = item.form ?? firstFormOf(item.programme, item.category).slug;
    const template = templates.get(`${item.programme}/${form}`);
    if (!template) throw new Error(`No published template for ${programmeLabel(item.programme)} ${form}`);
    const createdAt = daysAgo(item.createdDaysAgo, now);
    const updatedAt = daysAgo(item.updatedDaysAgo, now);
    const submittedAt = item.status === S.draft ? null : addDays(createdAt, 1);
    const referenceNumber = `${programmeLabel(item.programme)}-${yearOf(createdAt)}-${String(101 + index).padStart(6, '0')}`;
    const baseline = item.category === NEW ? null : baselineOf(seeded, item.applicant, item.programme);

    const answers = demoAnswers({
      template: template.definition,
      company: {
        name: profile.companyName,
        address: profile.companyAddress,
        uen: profile.companyUen,
        contact: { name: profile.name, email: profile.email, telephone: DEMO_CONTACT_NUMBER },
        offset: APPLICANT_OFFSET[item.applicant],
      },
      writtenAt: createdAt,
      now,
      baseline: baseline?.answers ?? null,
      file: (fileName) => {
        const bytes = minimalPdf(fileName.replace(/\.pdf$/, ''), [
          profile.companyName,
          `UEN ${profile.companyUen}`,
          `Submitted with application ${referenceNumber}.`,
        ]);
        const attachmentId = files.add(account, {
          purpose: 'document',
          entityId: id,
          at: createdAt,
          displayFileName: fileName,
          contentType: 'application/pdf',
          bytes,
        });
        return { attachmentId, displayFileName: fileName, fileSize: bytes.length };
      },
    });
    seeded.push({ ...item, id, createdAt, updatedAt, answers });
    if (item.name) named[item.name as keyof typeof READY_NAMED] = id;

    const lastSavedAt = submittedAt ? addMinutes(submittedAt, -12) : updatedAt;
    const saved = submittedAt
      ? template.definition.sections.map((section) => ({
          sectionId: section.id,
          answers: answers[section.id] ?? {},
          confirmed: true,
        }))
      : draftSections(template.definition, answers);
    rows.sections.push(
      ...saved.map((section, position) => ({
        applicationId: id,
        ...section,
        schemaVersion: template.version,
        rowVersion: 1,
        updatedAt: between(createdAt, lastSavedAt, (position + 1) / saved.length),
        updatedByUserId: account.userId,
      })),
    );
    const history = await workflow.add({
      applicationId: id,
      referenceNumber,
      programme: item.programme,
      category: item.category,
      status: item.status,
      via: item.via,
      thread: item.thread,
      company: {
        ...account,
        signerName: profile.name,
        companyName: profile.companyName,
        address: profile.companyAddress,
      },
      officerUserId: officerUserIds[index % officerUserIds.length] ?? null,
      template: template.definition,
      createdAt,
      submittedAt,
      lastActivity: updatedAt,
      freezeSignature: (at) => freezeSignature(item.applicant, id, at),
    });
    rows.applications.push({
      id,
      referenceNumber,
      companyId: account.companyId,
      programme: item.programme,
      category: item.category,
      status: item.status,
      form,
      templateId: template.id,
      baselineApplicationId: baseline?.id ?? null,
      baseline: baseline?.answers ?? null,
      lastSavedAt,
      lastSavedByUserId: account.userId,
      declaration: submittedAt
        ? {
            signerUserId: account.userId,
            signerName: profile.name,
            signedAt: submittedAt.toISOString(),
            signatureAttachmentId: freezeSignature(item.applicant, id, submittedAt),
            statements: template.definition.declaration.statements,
          }
        : null,
      ...history,
      createdAt,
      submittedAt,
      updatedAt,
    });
  }

  await db.insert(applications).values(rows.applications);
  await db.insert(applicationSections).values(rows.sections);
  // A draft keeps only the files its answers still name.
  await files.store(db, storage, [
    ...rows.sections.flatMap((section) => attachmentIdsIn(section.answers)),
    ...rows.applications.flatMap((application) => attachmentIdsIn(application.declaration)),
    ...workflow.attachmentIds(),
  ]);
  await workflow.insert();

  const ready = named as Record<keyof typeof READY_NAMED, string>;
  const grantedTo = (applicant: ApplicantKey) =>
    seeded
      .filter((record) => record.applicant === applicant && record.status === S.recognised)
      .map((record) => {
        const template = templates.get(`${record.programme}/${firstFormOf(record.programme, NEW).slug}`);
        return {
          applicationId: record.id,
          programme: record.programme,
          recognisedOn: record.updatedAt,
          scopeSummary: template ? scopeSummaryOf(template.definition, record.answers) : '',
        };
      });
  const recognitions = await seedRecognitions(db, accounts, {
    ready: {
      applicationId: ready.recognisedLrpNew,
      recognisedOn: daysAgo(READY_NAMED.recognisedLrpNew.updatedDaysAgo, now),
    },
    veteran: grantedTo('veteran'),
    revoked: grantedTo('revoked'),
    now,
  });

  return { ready, recognitions };
}

/** The latest published version of each form, by `programme/form`. */
async function latestTemplates(db: Database): Promise<Map<string, PublishedTemplateRow>> {
  const rows = await findLatestTemplates(db);
  return new Map(
    rows.map((row) => [
      `${row.programme}/${row.form}`,
      { id: row.id, version: row.version, definition: row.definition as FormTemplate },
    ]),
  );
}

/** The recognised New application a renewal or change starts from: the applicant's latest before it. */
function baselineOf(seeded: readonly SeededRecord[], applicant: ApplicantKey, programme: Programme) {
  return (
    seeded.findLast(
      (record) =>
        record.applicant === applicant &&
        record.programme === programme &&
        record.category === NEW &&
        (record.status === S.recognised || record.status === S.closed),
    ) ?? null
  );
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
