import type { OfficerFile } from '@fsmis/domain';
import { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import { checkCompanyFiles } from '../../cases/company-files.js';
import { takeOfficerFiles } from '../../cases/officer-files.js';
import type { CaseAggregate } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import type { EmailAbout } from '../mail/outbox.service.js';
import * as repository from './recognition-records.repository.js';

/**
 * What every step on a recognition shares, its pending details' and its suspensions' too: the history
 * line and the e-mails' filing for the step runner (`runStep`), the files given with a step, and what a
 * step answers.
 */

export const RECOGNITION_NOT_FOUND_MESSAGE = 'We could not find that recognition.';

/** What a step answers: the status of what it moved, and the sentence that confirms it. */
export interface StepResult {
  readonly status: number;
  readonly statusLabel: string;
  readonly message: string;
}

/** What a step that creates something answers: its id, and the sentence that confirms it. */
export interface Created {
  readonly id: string;
  readonly message: string;
}

export const stepResultSchema = z.object({ status: z.int(), statusLabel: z.string() });
export const createdSchema = z.object({ id: z.uuid() });

/** A line of a recognition's history, with the files given with its step; its recognition, actor and time are the step's. */
export interface RecognitionHistoryLine {
  readonly event: Omit<repository.NewRecognitionEvent, 'recognitionId' | 'actorUserId' | 'at'>;
  readonly attachmentIds?: readonly string[];
}

/**
 * What every case kept in a recognition's history shares: the line is written to the recognition of
 * what was locked, and its e-mails are filed under that recognition.
 */
export function recognitionHistory<Locked>(
  recognitionOf: (locked: Locked) => repository.RecognitionRecordRow,
): Pick<CaseAggregate<never, Locked, RecognitionHistoryLine>, 'recordHistory' | 'about'> {
  return {
    recordHistory: async (tx, locked, line, { actor, now }) => {
      await repository.insertRecognitionEvent(
        tx,
        { ...line.event, recognitionId: recognitionOf(locked).id, actorUserId: actor.userId, at: now },
        line.attachmentIds ?? [],
      );
    },
    about: (locked) => recognitionAbout(recognitionOf(locked)),
  };
}

/**
 * A recognition, locked for a step on it (another company's reads as missing: a 404 saying `missing`,
 * what the step is on).
 */
export const RECOGNITION: CaseAggregate<
  { readonly recognitionId: string; readonly missing?: string },
  repository.RecognitionRecordRow,
  RecognitionHistoryLine
> = {
  lock: (tx, actor, where) =>
    repository.lockRecognitionById(
      tx,
      where.recognitionId,
      actor.party === 'company' ? actor.companyId : null,
    ),
  missing: (where) => where.missing ?? RECOGNITION_NOT_FOUND_MESSAGE,
  ...recognitionHistory((recognition: repository.RecognitionRecordRow) => recognition),
};

/**
 * Locks a record kept under a recognition (a suspension, pending details) as the step runner does: the
 * recognition first, then the record. Null (a 404) when there is no such record, when it is not of
 * `expectedRecognitionId` (when given), or when its recognition is another company's.
 */
export async function lockUnderRecognition<Row>(
  tx: Database,
  actor: WorkflowActor,
  expectedRecognitionId: string | undefined,
  record: {
    readonly recognitionIdOf: (tx: Database) => Promise<string | null>;
    readonly lock: (tx: Database) => Promise<Row | null>;
  },
): Promise<{ readonly recognition: repository.RecognitionRecordRow; readonly record: Row } | null> {
  const recognitionId = await record.recognitionIdOf(tx);
  if (!recognitionId || (expectedRecognitionId !== undefined && expectedRecognitionId !== recognitionId)) {
    return null;
  }
  const recognition = await RECOGNITION.lock(tx, actor, { recognitionId });
  const locked = recognition ? await record.lock(tx) : null;
  return recognition && locked ? { recognition, record: locked } : null;
}

/** A recognition as its e-mails are filed: by its number once it has one. */
export const recognitionAbout = (recognition: {
  readonly id: string;
  readonly recognitionNumber: string | null;
}): EmailAbout => ({ kind: 'recognition', id: recognition.id, label: recognition.recognitionNumber });

/**
 * Takes the officer's uploads given with a step (the body's `files`) for the recognition's company, so
 * that the company downloads them as its own; answers their ids. Refused with a 400 on `files.N`.
 */
export async function takeOfficerStepFiles(
  tx: Database,
  owner: { readonly companyId: string; readonly officerUserId: string },
  files: readonly OfficerFile[],
): Promise<string[]> {
  const taken = await takeOfficerFiles(tx, owner, files, { name: 'files', listed: true });
  return taken.map((file) => file.attachmentId);
}

/** The company's own uploads given with a step, checked (400 on `attachmentIds`); answers them. */
export async function checkedCompanyFiles(
  tx: Database,
  companyId: string,
  attachmentIds: readonly string[],
): Promise<readonly string[]> {
  await checkCompanyFiles(tx, companyId, attachmentIds, 'attachmentIds');
  return attachmentIds;
}
