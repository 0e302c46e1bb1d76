import { randomUUID } from 'node:crypto';
import {
  appealDeadline,
  type CompanyRecognitionStatus,
  DEFAULT_APPEAL_PERIOD_DAYS,
  DEFAULT_RENEWAL_REMINDER_DAYS,
  isSuspensionEnded,
  PendingDetailsStatus,
  Programme,
  recognitionStatusForSuspension,
  SUSPENSION_TRANSITIONS,
  type SuspensionStatus,
  suspensionStatusAfter,
  SuspensionStatus as U,
} from '@fsmis/domain';
import type { WorkflowNotice } from '../../cases/notices.js';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import { renewalReminderNotice } from '../../modules/recognition/recognition-expiry.js';
import {
  pendingDetailsRequestedNotice,
  suspensionProposedNotice,
  suspensionStepNotice,
} from '../../modules/recognition/recognition-notices.js';
import {
  insertRecognitionEvent,
  updateRecognitionRecord,
} from '../../modules/recognition/recognition-records.repository.js';
import type { Database } from '../database.js';
import {
  inAppNotifications,
  recognitionPendingDetails,
  recognitionReminders,
  recognitionSuspensions,
} from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { isoDate } from './demo-answers.js';
import { addDays, daysAgo } from './demo-dates.js';
import { fileCabinet } from './demo-files.js';
import type { SeededRecognition, SeededRecognitions } from './demo-recognitions.js';
import {
  REVOKED_LRP_STORY,
  type StoryStep,
  SUSPENDED_AOR_STORY,
  VETERAN_AOR_PENDING_DETAILS,
  VETERAN_IBR_STORY,
} from './demo-suspension-stories.js';
import { minimalPdf } from './minimal-pdf.js';

type NotificationRow = typeof inAppNotifications.$inferInsert;

export interface SeededRecognitionLife {
  /** The suspension under way of `suspended`'s AOR recognition (Suspended, appeal open). */
  readonly suspendedAorSuspension: string;
  /** veteran's IBR suspension, Reinstated. */
  readonly veteranIbrSuspension: string;
  /** revoked's LRP suspension, Revoked. */
  readonly revokedLrpSuspension: string;
  readonly veteranAorPendingDetails: string;
}

/**
 * What happened to the demo recognitions after they were granted (docs/demo-data.md): the suspension of
 * `suspended`'s AOR, veteran's IBR suspension that ended in reinstatement, revoked's LRP suspension that
 * ended in revocation, each with its history, files and the notices the company was sent; the details
 * veteran's AOR still owes; and the renewal reminders already sent to ready and veteran for their LRP,
 * so the expiry job does not send them again.
 */
export async function seedRecognitionLife(
  db: Database,
  storage: FileStorage,
  seeded: {
    accounts: SeededAccounts;
    recognitions: SeededRecognitions;
    officerUserId: string;
    now: number;
  },
): Promise<SeededRecognitionLife> {
  const { accounts, recognitions, officerUserId, now } = seeded;
  const notifications: NotificationRow[] = [];
  const tell = (companyId: string, notice: WorkflowNotice, at: Date, readAt: Date | null) =>
    notifications.push({
      companyId,
      title: notice.title,
      message: notice.message,
      linkPath: notice.linkPath,
      createdAt: at,
      readAt,
    });
  const story = (recognition: SeededRecognition, companyUserId: string, steps: readonly StoryStep[]) =>
    seedSuspension(db, storage, { recognition, companyUserId, officerUserId, steps, now, tell });

  const suspendedAorSuspension = await story(
    recognitions.suspendedAor,
    accounts.suspended.userId,
    SUSPENDED_AOR_STORY,
  );
  const veteranIbrSuspension = await story(
    recognitions.veteran[Programme.IBR],
    accounts.veteran.userId,
    VETERAN_IBR_STORY,
  );
  const revokedLrpSuspension = await story(
    recognitions.revokedLrp,
    accounts.revoked.userId,
    REVOKED_LRP_STORY,
  );

  const veteranAor = recognitions.veteran[Programme.AOR];
  const details = VETERAN_AOR_PENDING_DETAILS;
  const requestedAt = daysAgo(details.requestedDaysAgo, now);
  const pending = {
    id: randomUUID(),
    recognitionId: veteranAor.id,
    description: details.description,
    dueDate: isoDate(addDays(new Date(now), details.dueInDays)),
    status: PendingDetailsStatus.pendingDetails,
    requestedByUserId: officerUserId,
    createdAt: requestedAt,
    updatedAt: requestedAt,
  };
  await db.insert(recognitionPendingDetails).values(pending);
  await insertRecognitionEvent(db, {
    recognitionId: veteranAor.id,
    subject: 'pending-details',
    subjectId: pending.id,
    action: 'request',
    fromStatus: null,
    toStatus: pending.status,
    actorUserId: officerUserId,
    detail: pending.description,
    at: requestedAt,
  });
  tell(veteranAor.companyId, pendingDetailsRequestedNotice(veteranAor, pending), requestedAt, null);

  // ready read its latest reminder before it started its renewal draft; veteran has not read its own.
  const readyLrp = recognitions.readyLrp;
  const veteranLrp = recognitions.veteran[Programme.LRP];
  for (const [recognition, read] of [
    [readyLrp, true],
    [veteranLrp, false],
  ] as const) {
    const sent = await recordRemindersSent(db, recognition, now);
    const latest = sent.at(-1);
    if (!latest) continue;
    tell(
      recognition.companyId,
      renewalReminderNotice(recognition, latest),
      latest,
      read ? addDays(latest, 1) : null,
    );
  }

  await db.insert(inAppNotifications).values(notifications);
  return {
    suspendedAorSuspension,
    veteranIbrSuspension,
    revokedLrpSuspension,
    veteranAorPendingDetails: pending.id,
  };
}

/**
 * Records as sent each renewal reminder whose day came before `now` (the job sends each once); answers
 * when each was sent, the earliest first.
 */
async function recordRemindersSent(db: Database, recognition: SeededRecognition, now: number) {
  const sent = DEFAULT_RENEWAL_REMINDER_DAYS.map((daysBefore) => ({
    daysBefore,
    sentAt: addDays(recognition.validUntil, -daysBefore),
  }))
    .filter((reminder) => reminder.sentAt.getTime() <= now)
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
  if (sent.length > 0) {
    await db.insert(recognitionReminders).values(
      sent.map((reminder) => ({
        recognitionId: recognition.id,
        validUntil: recognition.validUntil,
        ...reminder,
      })),
    );
  }
  return sent.map((reminder) => reminder.sentAt);
}

/** Who takes a step: the officer proposes; every other step's side is the transition table's. */
const actorOf = (action: StoryStep['action']) =>
  action === 'propose'
    ? 'officer'
    : (SUSPENSION_TRANSITIONS.find((move) => move.action === action)?.actor ?? 'officer');

/** One step of a demo suspension, walked: where it took the suspension and the recognition. */
interface WalkedStep {
  readonly step: StoryStep;
  readonly at: Date;
  readonly from: SuspensionStatus | null;
  readonly to: SuspensionStatus;
  /** The recognition's status once the step was taken. */
  readonly recognitionStatus: CompanyRecognitionStatus;
  /** The appeal deadline as it stood once the step was taken (set by the suspension). */
  readonly appealDeadline: Date | null;
  readonly fileId: string | null;
}

/**
 * A suspension and its history: each step moves it as the domain's table says (a step the table does not
 * allow fails the seed), the recognition follows, the files given are stored as the company's attachments
 * and linked to their step, and the company is sent what the portal sends on each step. The company reads
 * each notice the next day, bar the last of a suspension still under way. Answers the suspension's id.
 */
async function seedSuspension(
  db: Database,
  storage: FileStorage,
  story: {
    recognition: SeededRecognition;
    companyUserId: string;
    officerUserId: string;
    steps: readonly StoryStep[];
    now: number;
    tell: (companyId: string, notice: WorkflowNotice, at: Date, readAt: Date | null) => void;
  },
): Promise<string> {
  const { recognition, now } = story;
  const id = randomUUID();
  const files = fileCabinet();
  const userOf = (action: StoryStep['action']) =>
    actorOf(action) === 'company' ? story.companyUserId : story.officerUserId;

  const walked: WalkedStep[] = [];
  let effectiveFrom: Date | null = null;
  for (const step of story.steps) {
    const before = walked.at(-1);
    const from = before?.to ?? null;
    const at = daysAgo(step.daysAgo, now);
    const to =
      step.action === 'propose'
        ? U.suspensionRequested
        : from === null
          ? null
          : suspensionStatusAfter(from, step.action, actorOf(step.action));
    if (to === null) throw new Error(`The demo suspension cannot ${step.action} from status ${from}`);
    if (step.action === 'suspend') effectiveFrom = at;
    const fileId = step.file
      ? files.add(
          { companyId: recognition.companyId, userId: userOf(step.action) },
          {
            purpose: 'document',
            entityId: id,
            at,
            displayFileName: step.file.fileName,
            contentType: 'application/pdf',
            bytes: minimalPdf(step.file.fileName.replace(/\.pdf$/, ''), step.file.lines),
          },
        )
      : null;
    walked.push({
      step,
      at,
      from,
      to,
      recognitionStatus:
        recognitionStatusForSuspension(to, { validUntil: recognition.validUntil, now: at }) ??
        before?.recognitionStatus ??
        recognition.status,
      appealDeadline: effectiveFrom ? appealDeadline(effectiveFrom, DEFAULT_APPEAL_PERIOD_DAYS) : null,
      fileId,
    });
  }
  const first = walked[0];
  const last = walked.at(-1);
  if (!first || !last) throw new Error('A demo suspension needs its proposal');

  await files.store(
    db,
    storage,
    walked.flatMap((each) => (each.fileId ? [each.fileId] : [])),
  );
  const ended = isSuspensionEnded(last.to);
  await db.insert(recognitionSuspensions).values({
    id,
    recognitionId: recognition.id,
    status: last.to,
    reason: first.step.detail ?? '',
    effectiveFrom,
    appealDeadline: last.appealDeadline,
    proposedByUserId: story.officerUserId,
    endedAt: ended ? last.at : null,
    createdAt: first.at,
    updatedAt: last.at,
  });
  // The recognition's own record changes when the suspension last moved it.
  const movedAt = walked.findLast(
    (each, index) => each.recognitionStatus !== (walked[index - 1]?.recognitionStatus ?? recognition.status),
  )?.at;
  if (movedAt) {
    await updateRecognitionRecord(db, recognition.id, { status: last.recognitionStatus, updatedAt: movedAt });
  }

  for (const each of walked) {
    const { step, at } = each;
    await insertRecognitionEvent(
      db,
      {
        recognitionId: recognition.id,
        subject: 'suspension',
        subjectId: id,
        action: step.action,
        fromStatus: each.from,
        toStatus: each.to,
        actorUserId: userOf(step.action),
        detail: step.detail,
        at,
      },
      each.fileId ? [each.fileId] : [],
    );
    const moved = {
      recognition: { ...recognition, status: each.recognitionStatus },
      suspension: { id, appealDeadline: each.appealDeadline },
    };
    const notice =
      step.action === 'propose'
        ? suspensionProposedNotice(moved.recognition, moved.suspension, step.detail ?? '')
        : suspensionStepNotice(step.action, moved, step.detail);
    const unread = !ended && each === last;
    story.tell(recognition.companyId, notice, at, unread ? null : addDays(at, 1));
  }
  return id;
}
