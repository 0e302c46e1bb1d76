import { CompanyRecognitionStatus } from '@fsmis/domain';
import { and, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyRecognitions, recognitionReminders } from '../../db/schema/index.js';

const R = CompanyRecognitionStatus;

/** What the job tells a company about one of its recognitions. */
const subject = {
  id: companyRecognitions.id,
  companyId: companyRecognitions.companyId,
  programme: companyRecognitions.programme,
  recognitionNumber: companyRecognitions.recognitionNumber,
  validUntil: companyRecognitions.validUntil,
};

export type RecognitionSubject = Pick<
  typeof companyRecognitions.$inferSelect,
  'id' | 'companyId' | 'programme' | 'recognitionNumber' | 'validUntil'
>;

/**
 * Marks Expired every current, unsuspended recognition whose validity ended by `now`, and answers the
 * rows this statement changed. The condition is checked again on each row as it is updated, so when
 * several runs reach the same row only one of them gets it back.
 */
export function expireRecognitions(db: Database, now: Date): Promise<RecognitionSubject[]> {
  return db
    .update(companyRecognitions)
    .set({ status: R.expired, updatedAt: now })
    .where(and(eq(companyRecognitions.status, R.recognised), lte(companyRecognitions.validUntil, now)))
    .returning(subject);
}

/** Current, unsuspended recognitions whose validity ends after `now` and before `until`. */
export function recognitionsExpiringBefore(
  db: Database,
  now: Date,
  until: Date,
): Promise<RecognitionSubject[]> {
  return db
    .select(subject)
    .from(companyRecognitions)
    .where(
      and(
        eq(companyRecognitions.status, R.recognised),
        gt(companyRecognitions.validUntil, now),
        lt(companyRecognitions.validUntil, until),
      ),
    );
}

/**
 * Claims the renewal reminder sent `daysBefore` the end of this validity: true when this call recorded
 * it, false when a run (earlier, or another instance at the same moment) already did.
 */
export async function claimRenewalReminder(
  db: Database,
  reminder: { recognitionId: string; validUntil: Date; daysBefore: number; sentAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(recognitionReminders)
    .values(reminder)
    .onConflictDoNothing({
      target: [
        recognitionReminders.recognitionId,
        recognitionReminders.validUntil,
        recognitionReminders.daysBefore,
      ],
    })
    .returning({ recognitionId: recognitionReminders.recognitionId });
  return claimed.length > 0;
}
