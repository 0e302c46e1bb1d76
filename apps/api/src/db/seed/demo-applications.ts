import {
  ApplicationCategory,
  ApplicationStatus,
  CompanyRecognitionStatus,
  firstFormOf,
  formatDate,
  Programme,
  programmeLabel,
  SuspensionStatus,
} from '@fsmis/domain';
import type { Database } from '../database.js';
import { applications, companyRecognitions, recognitionSuspensions } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { addDays, daysAgo } from './demo-dates.js';

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
}

const app = (
  programme: Programme,
  category: ApplicationCategory,
  status: ApplicationStatus,
  createdDaysAgo: number,
  updatedDaysAgo: number,
): SeedApplication => ({ programme, category, status, createdDaysAgo, updatedDaysAgo });

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
  app(AOR, DETAILS, S.pendingApprovalOrSupport, 190, 6),
  app(IBR, NEW, S.approvedOrSupported, 210, 3),
  app(AOR, NEW, S.pendingSigning, 230, 1),
  app(LRP, RENEWAL, S.voided, 700, 640),
  app(IBR, NEW, S.withdrawn, 600, 580),
  app(AOR, NEW, S.cancelled, 300, 298),
  app(LRP, SCOPE, S.recognised, 500, 430),
  app(LRP, DETAILS, S.recognised, 360, 340),
  app(IBR, SCOPE, S.cancelled, 250, 249),
  app(AOR, RENEWAL, S.withdrawn, 800, 770),
  app(LRP, NEW, S.cancelled, 900, 899),
  app(IBR, RENEWAL, S.voided, 650, 610),
  app(AOR, DETAILS, S.closed, 1100, 1000),
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

export interface SeededApplications {
  ready: Record<keyof typeof READY_NAMED, string>;
}

/**
 * Applications, recognitions and the suspension of DEMO-DATA.md. Reference numbers run in order of
 * creation: programme, year of creation (Singapore time), and a number, e.g. "LRP-2026-000123".
 */
export async function seedApplications(db: Database, accounts: SeededAccounts): Promise<SeededApplications> {
  const now = Date.now();
  const all = [
    ...Object.entries(READY_NAMED).map(([name, item]) => ({
      ...item,
      companyId: accounts.ready.companyId,
      name,
    })),
    ...READY_OTHERS.map((item) => ({ ...item, companyId: accounts.ready.companyId, name: null })),
    ...DUAL.map((item) => ({ ...item, companyId: accounts.dual.companyId, name: null })),
  ].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);

  const named: Partial<Record<keyof typeof READY_NAMED, string>> = {};
  for (const [index, item] of all.entries()) {
    const createdAt = daysAgo(item.createdDaysAgo, now);
    const [row] = await db
      .insert(applications)
      .values({
        referenceNumber: `${programmeLabel(item.programme)}-${yearOf(createdAt)}-${String(101 + index).padStart(6, '0')}`,
        companyId: item.companyId,
        programme: item.programme,
        category: item.category,
        status: item.status,
        form: firstFormOf(item.programme, item.category).slug,
        createdAt,
        submittedAt: item.status === S.draft ? null : addDays(createdAt, 1),
        updatedAt: daysAgo(item.updatedDaysAgo, now),
      })
      .returning({ id: applications.id });
    if (row && item.name) named[item.name as keyof typeof READY_NAMED] = row.id;
  }
  const ready = named as Record<keyof typeof READY_NAMED, string>;

  const recognisedOn = daysAgo(READY_NAMED.recognisedLrpNew.updatedDaysAgo, now);
  await db.insert(companyRecognitions).values({
    companyId: accounts.ready.companyId,
    programme: LRP,
    status: CompanyRecognitionStatus.recognised,
    recognitionNumber: `LRP-REC-${yearOf(recognisedOn)}-0042`,
    validFrom: recognisedOn,
    validUntil: addDays(recognisedOn, 3 * 365),
    scopeSummary:
      'Chemical testing of food: heavy metals by ICP-MS, mycotoxins by LC-MS/MS, pesticide residues by GC-MS/MS.',
    applicationId: ready.recognisedLrpNew,
    createdAt: recognisedOn,
    updatedAt: recognisedOn,
  });

  const auditorRecognisedOn = daysAgo(700, now);
  const [suspendedRecognition] = await db
    .insert(companyRecognitions)
    .values({
      companyId: accounts.suspended.companyId,
      programme: AOR,
      status: CompanyRecognitionStatus.suspended,
      recognitionNumber: `AOR-REC-${yearOf(auditorRecognisedOn)}-0017`,
      validFrom: auditorRecognisedOn,
      validUntil: addDays(auditorRecognisedOn, 3 * 365),
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

function yearOf(date: Date): string {
  return formatDate(date, 'dd/MM/yyyy').slice(6);
}
