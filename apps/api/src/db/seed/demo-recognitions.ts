import {
  CompanyRecognitionStatus,
  formatDate,
  Programme,
  programmeLabel,
  SuspensionStatus,
} from '@fsmis/domain';
import type { Database } from '../database.js';
import { companyRecognitions, recognitionSuspensions } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { addDays, daysAgo } from './demo-dates.js';

const { LRP, IBR, AOR } = Programme;

/** A recognition is valid for 3 years (DOMAIN.md). */
export const RECOGNITION_DAYS = 3 * 365;

const VETERAN_RECOGNITION_NUMBERS: Readonly<Record<Programme, string>> = {
  [LRP]: '0018',
  [IBR]: '0009',
  [AOR]: '0023',
};

/**
 * The recognitions of DEMO-DATA.md: ready's LRP, veteran's three (each granted by its recognised New
 * application) and the suspended AOR recognition of `suspended`, with its suspension.
 */
export async function seedRecognitions(
  db: Database,
  accounts: SeededAccounts,
  granted: {
    ready: { applicationId: string; recognisedOn: Date };
    veteran: readonly {
      applicationId: string;
      programme: Programme;
      recognisedOn: Date;
      scopeSummary: string;
    }[];
    now: number;
  },
) {
  const { ready, now } = granted;
  await db.insert(companyRecognitions).values([
    {
      companyId: accounts.ready.companyId,
      programme: LRP,
      status: CompanyRecognitionStatus.recognised,
      recognitionNumber: `LRP-REC-${yearOf(ready.recognisedOn)}-0042`,
      validFrom: ready.recognisedOn,
      validUntil: addDays(ready.recognisedOn, RECOGNITION_DAYS),
      scopeSummary:
        'Chemical testing of food: heavy metals by ICP-MS, mycotoxins by LC-MS/MS, pesticide residues by GC-MS/MS.',
      applicationId: ready.applicationId,
      createdAt: ready.recognisedOn,
      updatedAt: ready.recognisedOn,
    },
    ...granted.veteran.map((recognition) => ({
      companyId: accounts.veteran.companyId,
      programme: recognition.programme,
      status: CompanyRecognitionStatus.recognised,
      recognitionNumber: `${programmeLabel(recognition.programme)}-REC-${yearOf(recognition.recognisedOn)}-${VETERAN_RECOGNITION_NUMBERS[recognition.programme]}`,
      validFrom: recognition.recognisedOn,
      validUntil: addDays(recognition.recognisedOn, RECOGNITION_DAYS),
      scopeSummary: recognition.scopeSummary,
      applicationId: recognition.applicationId,
      createdAt: recognition.recognisedOn,
      updatedAt: recognition.recognisedOn,
    })),
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
}

/** The year of a date in Singapore. */
export function yearOf(date: Date): string {
  return formatDate(date, 'dd/MM/yyyy').slice(6);
}
