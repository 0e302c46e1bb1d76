import { CompanyRecognitionStatus, Programme, programmeLabel, singaporeDateParts } from '@fsmis/domain';
import type { Database } from '../database.js';
import { companyRecognitions } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { addDays, daysAgo } from './demo-dates.js';

const { LRP, IBR, AOR } = Programme;

/** A recognition is valid for 3 years (docs/domain.md). */
export const RECOGNITION_DAYS = 3 * 365;

const VETERAN_RECOGNITION_NUMBERS: Readonly<Record<Programme, string>> = {
  [LRP]: '0018',
  [IBR]: '0009',
  [AOR]: '0023',
};

/** A seeded recognition, as the seed of its later life (suspensions, reminders, notices) needs it. */
export interface SeededRecognition {
  readonly id: string;
  readonly companyId: string;
  readonly programme: Programme;
  readonly recognitionNumber: string;
  readonly status: CompanyRecognitionStatus;
  readonly validFrom: Date;
  readonly validUntil: Date;
}

export interface SeededRecognitions {
  readonly readyLrp: SeededRecognition;
  readonly veteran: Readonly<Record<Programme, SeededRecognition>>;
  readonly suspendedAor: SeededRecognition;
  readonly revokedLrp: SeededRecognition;
}

/** A recognition granted by a recognised New application. */
interface Grant {
  readonly applicationId: string;
  readonly programme: Programme;
  readonly recognisedOn: Date;
  readonly scopeSummary: string;
}

/**
 * The recognitions of docs/demo-data.md, each Recognised from the day it was granted: ready's LRP, veteran's
 * three and revoked's LRP (each granted by its recognised New application), and the AOR recognition of
 * `suspended`. What happened to them since (suspensions, their appeals) is demo-recognition-life.ts's.
 */
export async function seedRecognitions(
  db: Database,
  accounts: SeededAccounts,
  granted: {
    ready: { applicationId: string; recognisedOn: Date };
    veteran: readonly Grant[];
    revoked: readonly Grant[];
    now: number;
  },
): Promise<SeededRecognitions> {
  const { ready, now } = granted;
  const auditorRecognisedOn = daysAgo(700, now);
  const row = (
    companyId: string,
    programme: Programme,
    recognisedOn: Date,
    number: string,
    rest: { scopeSummary: string; applicationId: string | null },
  ) => ({
    companyId,
    programme,
    status: CompanyRecognitionStatus.recognised,
    recognitionNumber: `${programmeLabel(programme)}-REC-${yearOf(recognisedOn)}-${number}`,
    validFrom: recognisedOn,
    validUntil: addDays(recognisedOn, RECOGNITION_DAYS),
    ...rest,
    createdAt: recognisedOn,
    updatedAt: recognisedOn,
  });
  const rows = await db
    .insert(companyRecognitions)
    .values([
      row(accounts.ready.companyId, LRP, ready.recognisedOn, '0042', {
        scopeSummary:
          'Chemical testing of food: heavy metals by ICP-MS, mycotoxins by LC-MS/MS, pesticide residues by GC-MS/MS.',
        applicationId: ready.applicationId,
      }),
      ...granted.veteran.map((grant) =>
        row(
          accounts.veteran.companyId,
          grant.programme,
          grant.recognisedOn,
          VETERAN_RECOGNITION_NUMBERS[grant.programme],
          { scopeSummary: grant.scopeSummary, applicationId: grant.applicationId },
        ),
      ),
      ...granted.revoked.map((grant) =>
        row(accounts.revoked.companyId, grant.programme, grant.recognisedOn, '0031', {
          scopeSummary: grant.scopeSummary,
          applicationId: grant.applicationId,
        }),
      ),
      row(accounts.suspended.companyId, AOR, auditorRecognisedOn, '0017', {
        scopeSummary:
          'Audits of food safety management systems in food manufacturing and cold-chain storage.',
        applicationId: null,
      }),
    ])
    .returning();
  const seeded: readonly SeededRecognition[] = rows;
  const of = (companyId: string, programme: Programme) => {
    const found = seeded.find((item) => item.companyId === companyId && item.programme === programme);
    if (!found) throw new Error(`Could not seed the ${programmeLabel(programme)} recognition`);
    return found;
  };
  return {
    readyLrp: of(accounts.ready.companyId, LRP),
    veteran: {
      [LRP]: of(accounts.veteran.companyId, LRP),
      [IBR]: of(accounts.veteran.companyId, IBR),
      [AOR]: of(accounts.veteran.companyId, AOR),
    },
    suspendedAor: of(accounts.suspended.companyId, AOR),
    revokedLrp: of(accounts.revoked.companyId, LRP),
  };
}

/** The year of a date in Singapore. */
export function yearOf(date: Date): string {
  return singaporeDateParts(date)?.year ?? '';
}
