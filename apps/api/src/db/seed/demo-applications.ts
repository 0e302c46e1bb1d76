import { randomUUID } from 'node:crypto';
import {
  APPLICATION_TRANSITIONS,
  ApplicationCategory,
  ApplicationStatus,
  AttachmentScanStatus,
  CompanyRecognitionStatus,
  type FormTemplate,
  firstFormOf,
  formatDate,
  isRecord,
  Programme,
  programmeLabel,
  type RepeatingItem,
  type Section,
  type SectionAnswers,
  SuspensionStatus,
  type Transition,
} from '@fsmis/domain';
import { inArray } from 'drizzle-orm';
import { findLatestTemplates } from '../../modules/application-templates/application-templates.repository.js';
import { FROZEN_SIGNATURE_PURPOSE } from '../../modules/attachments/attachments.service.js';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import {
  applicationEvents,
  applicationSections,
  applications,
  attachments,
  companyRecognitions,
  recognitionSuspensions,
} from '../schema/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTACT_NUMBER,
  type DemoAccountKey,
  type SeededAccounts,
} from './demo-accounts.js';
import { type DemoAnswers, demoAnswers, scopeSummaryOf } from './demo-answers.js';
import { addDays, daysAgo } from './demo-dates.js';
import { minimalPdf } from './minimal-pdf.js';

const { LRP, IBR, AOR } = Programme;
const {
  new: NEW,
  renewal: RENEWAL,
  changeOfScope: SCOPE,
  changeOfCompanyDetails: DETAILS,
} = ApplicationCategory;
const S = ApplicationStatus;

interface SeedApplication {
  programme: Programme;
  category: ApplicationCategory;
  status: ApplicationStatus;
  createdDaysAgo: number;
  /** When the application last moved. */
  updatedDaysAgo: number;
  /** The form it was started on; the category's first form unless said. */
  form?: string;
}

const app = (
  programme: Programme,
  category: ApplicationCategory,
  status: ApplicationStatus,
  createdDaysAgo: number,
  updatedDaysAgo: number,
  form?: string,
): SeedApplication => ({ programme, category, status, createdDaysAgo, updatedDaysAgo, form });

/** A recognition is valid for 3 years (DOMAIN.md). */
const RECOGNITION_DAYS = 3 * 365;

/** The applications DEMO-DATA.md names for `ready`, each of which later issues build on. */
const READY_NAMED = {
  recognisedLrpNew: app(LRP, NEW, S.recognised, 420, 330),
  lrpChangeOfScope: app(LRP, SCOPE, S.pendingCorrectiveAction, 60, 12),
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
  app(IBR, NEW, S.requestForInformation, 40, 8),
  app(IBR, RENEWAL, S.verificationCheck, 70, 25),
  app(IBR, SCOPE, S.pendingFindingsAcknowledgement, 80, 4),
  app(IBR, DETAILS, S.correctiveActionsReview, 100, 15),
  app(AOR, NEW, S.preparationOfApprovalDocuments, 120, 18),
  app(AOR, RENEWAL, S.documentaryReview, 150, 11),
  app(AOR, SCOPE, S.approvalDocumentsReady, 170, 7),
  app(AOR, DETAILS, S.pendingApprovalOrSupport, 190, 6, 'change-of-company-authorised-representatives'),
  app(IBR, NEW, S.approvedOrSupported, 210, 3),
  app(AOR, NEW, S.pendingSigning, 230, 1),
  app(LRP, RENEWAL, S.voided, 700, 640),
  app(IBR, NEW, S.withdrawn, 600, 580),
  app(AOR, NEW, S.cancelled, 300, 298),
  app(LRP, SCOPE, S.recognised, 500, 430),
  app(LRP, DETAILS, S.recognised, 360, 340, 'change-of-company-address'),
  app(IBR, SCOPE, S.cancelled, 250, 249),
  app(AOR, RENEWAL, S.withdrawn, 800, 770),
  app(LRP, NEW, S.cancelled, 900, 899),
  app(IBR, RENEWAL, S.voided, 650, 610),
  app(AOR, DETAILS, S.closed, 1100, 1000, 'change-of-company-authorised-auditors-and-approved-signatories'),
  app(LRP, SCOPE, S.withdrawn, 450, 440),
  app(IBR, DETAILS, S.cancelled, 30, 29),
  app(AOR, SCOPE, S.voided, 400, 380),
  app(LRP, RENEWAL, S.closed, 1000, 960),
  app(IBR, NEW, S.cancelled, 15, 14),
];

const DUAL: readonly SeedApplication[] = [
  app(LRP, NEW, S.applicationReview, 20, 19),
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

const VETERAN_RECOGNITION_NUMBERS: Readonly<Record<Programme, string>> = {
  [LRP]: '0018',
  [IBR]: '0009',
  [AOR]: '0023',
};

export interface SeededApplications {
  ready: Record<keyof typeof READY_NAMED, string>;
}

const APPLICANTS = ['ready', 'dual', 'veteran'] as const;
type ApplicantKey = (typeof APPLICANTS)[number];

/** Where each applicant's pools of people and tests start, so that no two companies share staff. */
const APPLICANT_OFFSET: Readonly<Record<ApplicantKey, number>> = { ready: 0, dual: 1, veteran: 2 };

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
 * Applications, recognitions and the suspension of DEMO-DATA.md. Reference numbers run in order of
 * creation: programme, year of creation (Singapore time), and a number from 101 (below the numbers new
 * drafts take). Each application is pinned to the latest template of its form and carries its answers
 * (complete once submitted), the files they name, its declaration and its history.
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
  ].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);

  const seeded: SeededRecord[] = [];
  const rows = {
    applications: [] as (typeof applications.$inferInsert)[],
    sections: [] as (typeof applicationSections.$inferInsert)[],
    events: [] as (typeof applicationEvents.$inferInsert)[],
  };
  const files = fileCabinet();
  const signatures = await profileSignatures(
    db,
    storage,
    APPLICANTS.map((applicant) => accounts[applicant]),
  );
  /** The profile's signature, copied for the declaration as submitting does (so a new one leaves it). */
  const frozenSignature = (applicant: ApplicantKey, applicationId: string, at: Date): string | null => {
    const account = accounts[applicant];
    const signature = signatures.get(account.signatureAttachmentId ?? '');
    if (!signature) return account.signatureAttachmentId;
    return files.add(account, {
      purpose: FROZEN_SIGNATURE_PURPOSE,
      entityId: applicationId,
      at,
      ...signature,
    });
  };
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
            signatureAttachmentId: frozenSignature(item.applicant, id, submittedAt),
            statements: template.definition.declaration.statements,
          }
        : null,
      createdAt,
      submittedAt,
      updatedAt,
    });
    rows.events.push(
      ...historyOf(item.status, {
        applicationId: id,
        createdAt,
        submittedAt,
        updatedAt,
        companyUserId: account.userId,
        officerUserId: officerUserIds[index % officerUserIds.length] ?? null,
      }),
    );
  }

  await db.insert(applications).values(rows.applications);
  await db.insert(applicationSections).values(rows.sections);
  await db.insert(applicationEvents).values(rows.events);
  // A draft keeps only the files its answers still name.
  await files.store(db, storage, [
    ...rows.sections.flatMap((section) => attachmentIdsIn(section.answers)),
    ...rows.applications.flatMap((application) => attachmentIdsIn(application.declaration)),
  ]);

  const ready = named as Record<keyof typeof READY_NAMED, string>;
  const recognisedOn = daysAgo(READY_NAMED.recognisedLrpNew.updatedDaysAgo, now);
  await db.insert(companyRecognitions).values([
    {
      companyId: accounts.ready.companyId,
      programme: LRP,
      status: CompanyRecognitionStatus.recognised,
      recognitionNumber: `LRP-REC-${yearOf(recognisedOn)}-0042`,
      validFrom: recognisedOn,
      validUntil: addDays(recognisedOn, RECOGNITION_DAYS),
      scopeSummary:
        'Chemical testing of food: heavy metals by ICP-MS, mycotoxins by LC-MS/MS, pesticide residues by GC-MS/MS.',
      applicationId: ready.recognisedLrpNew,
      createdAt: recognisedOn,
      updatedAt: recognisedOn,
    },
    ...seeded
      .filter((record) => record.applicant === 'veteran' && record.status === S.recognised)
      .map((record) => {
        const template = templates.get(`${record.programme}/${firstFormOf(record.programme, NEW).slug}`);
        return {
          companyId: accounts.veteran.companyId,
          programme: record.programme,
          status: CompanyRecognitionStatus.recognised,
          recognitionNumber: `${programmeLabel(record.programme)}-REC-${yearOf(record.updatedAt)}-${VETERAN_RECOGNITION_NUMBERS[record.programme]}`,
          validFrom: record.updatedAt,
          validUntil: addDays(record.updatedAt, RECOGNITION_DAYS),
          scopeSummary: template ? scopeSummaryOf(template.definition, record.answers) : '',
          applicationId: record.id,
          createdAt: record.updatedAt,
          updatedAt: record.updatedAt,
        };
      }),
  ]);

  const auditorRecognisedOn = daysAgo(700, now);
  const [suspendedRecognition] = await db
    .insert(companyRecognitions)
    .values({
      companyId: accounts.suspended.companyId,
      programme: AOR,
      status: CompanyRecognitionStatus.suspended,
      recognitionNumber: `AOR-REC-${yearOf(auditorRecognisedOn)}-0017`,
      validFrom: auditorRecognisedOn,
      validUntil: addDays(auditorRecognisedOn, RECOGNITION_DAYS),
      scopeSummary: 'Audits of food safety management systems in food manufacturing and cold-chain storage.',
      createdAt: auditorRecognisedOn,
      updatedAt: daysAgo(21, now),
    })
    .returning({ id: companyRecognitions.id });
  if (!suspendedRecognition) throw new Error('Could not seed the suspended recognition');
  await db.insert(recognitionSuspensions).values({
    recognitionId: suspendedRecognition.id,
    status: SuspensionStatus.suspended,
    reason:
      'Two audit reports were signed by an auditor who is not on the list of authorised auditors. The recognition is suspended until the company shows the corrective actions taken.',
    effectiveFrom: daysAgo(21, now),
    createdAt: daysAgo(28, now),
    updatedAt: daysAgo(21, now),
  });

  return { ready };
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

/**
 * A draft part-way through: every section but the last two completed, the next one in progress (its
 * last item or answer still missing) and the last one not started.
 */
function draftSections(template: FormTemplate, answers: DemoAnswers) {
  const sections = template.sections;
  return sections.slice(0, -1).map((section, index) => {
    const given = answers[section.id] ?? {};
    const inProgress = index === sections.length - 2;
    return {
      sectionId: section.id,
      answers: inProgress ? unfinished(section, given) : given,
      confirmed: !inProgress,
    };
  });
}

function unfinished(section: Section, answers: SectionAnswers): SectionAnswers {
  if (section.kind === 'repeating' && 'items' in answers && Array.isArray(answers.items)) {
    const items = answers.items as RepeatingItem[];
    const last = items.at(-1);
    const first = section.questions[0];
    if (!last || !first) return answers;
    return { items: [...items.slice(0, -1), { key: last.key, [first.id]: last[first.id] ?? null }] };
  }
  const entries = Object.entries(answers);
  return Object.fromEntries(entries.slice(0, Math.max(1, entries.length - 2)));
}

/** The files of the seeded applications: each an attachment (scanned) of the company, and its bytes. */
function fileCabinet() {
  const rows: (typeof attachments.$inferInsert)[] = [];
  const bytesOf = new Map<string, Uint8Array>();
  return {
    /** Files one; answers the attachment id. */
    add(
      owner: { companyId: string; userId: string },
      file: {
        purpose: string;
        entityId: string;
        at: Date;
        displayFileName: string;
        contentType: string;
        bytes: Uint8Array;
      },
    ): string {
      const id = randomUUID();
      const storageKey = `${owner.companyId}/${id}`;
      bytesOf.set(id, file.bytes);
      rows.push({
        id,
        companyId: owner.companyId,
        uploadedByUserId: owner.userId,
        purpose: file.purpose,
        entityId: file.entityId,
        displayFileName: file.displayFileName,
        contentType: file.contentType,
        fileSize: file.bytes.length,
        status: AttachmentScanStatus.scanned,
        scanAttempts: 1,
        scannedAt: file.at,
        storageKey,
        createdAt: file.at,
      });
      return id;
    },
    /** Stores the files still named, in one insert. */
    async store(db: Database, storage: FileStorage, named: readonly string[]) {
      const wanted = new Set(named);
      const kept = rows.filter((row) => row.id && wanted.has(row.id));
      await Promise.all(
        kept.map((row) =>
          storage.put(row.storageKey, bytesOf.get(row.id ?? '') ?? new Uint8Array(), row.contentType),
        ),
      );
      if (kept.length > 0) await db.insert(attachments).values(kept);
    },
  };
}

/** The attachments a file answer or a declaration names. */
function attachmentIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(attachmentIdsIn);
  if (!isRecord(value)) return [];
  const own = [value.attachmentId, value.signatureAttachmentId].filter((id) => typeof id === 'string');
  return [...own, ...Object.values(value).flatMap(attachmentIdsIn)];
}

/** The profile signature of each demo account that has one, with its bytes, by attachment id. */
async function profileSignatures(
  db: Database,
  storage: FileStorage,
  accounts: readonly SeededAccounts[DemoAccountKey][],
) {
  const ids = accounts.flatMap((account) =>
    account.signatureAttachmentId ? [account.signatureAttachmentId] : [],
  );
  const found =
    ids.length === 0 ? [] : await db.select().from(attachments).where(inArray(attachments.id, ids));
  const signatures = new Map<string, { displayFileName: string; contentType: string; bytes: Uint8Array }>();
  for (const row of found) {
    const bytes = await storage.get(row.storageKey);
    if (bytes)
      signatures.set(row.id, { displayFileName: row.displayFileName, contentType: row.contentType, bytes });
  }
  return signatures;
}

/**
 * The history a status implies: created, submitted, then the shortest way through the domain's
 * transitions from Application Review, spread evenly up to the day the application last moved.
 */
function historyOf(
  status: ApplicationStatus,
  at: {
    applicationId: string;
    createdAt: Date;
    submittedAt: Date | null;
    updatedAt: Date;
    companyUserId: string;
    officerUserId: string | null;
  },
): (typeof applicationEvents.$inferInsert)[] {
  const created = {
    applicationId: at.applicationId,
    action: 'create',
    fromStatus: null,
    toStatus: S.draft,
    actorUserId: at.companyUserId,
    at: at.createdAt,
  };
  if (!at.submittedAt) return [created];
  const submitted = at.submittedAt;
  const moves = movesTo(status);
  const last = new Date(Math.max(at.updatedAt.getTime(), submitted.getTime()));
  return [
    created,
    {
      applicationId: at.applicationId,
      action: 'submit',
      fromStatus: S.draft,
      toStatus: S.applicationReview,
      actorUserId: at.companyUserId,
      at: submitted,
    },
    ...moves.map((move, index) => ({
      applicationId: at.applicationId,
      action: move.action,
      fromStatus: move.from,
      toStatus: move.to,
      actorUserId: move.actor === 'company' ? at.companyUserId : at.officerUserId,
      at: between(submitted, last, (index + 1) / moves.length),
    })),
  ];
}

/** The shortest way from Application Review to `status` through the domain's transition table. */
function movesTo(status: ApplicationStatus): readonly Transition[] {
  const queue: { at: ApplicationStatus; path: readonly Transition[] }[] = [
    { at: S.applicationReview, path: [] },
  ];
  const reached = new Set<ApplicationStatus>([S.applicationReview]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.at === status) return next.path;
    for (const move of APPLICATION_TRANSITIONS.filter((candidate) => candidate.from === next?.at)) {
      if (reached.has(move.to)) continue;
      reached.add(move.to);
      queue.push({ at: move.to, path: [...next.path, move] });
    }
  }
  throw new Error(`No way from Application Review to status ${status}`);
}

function between(from: Date, to: Date, fraction: number): Date {
  return new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

function yearOf(date: Date): string {
  return formatDate(date, 'dd/MM/yyyy').slice(6);
}
