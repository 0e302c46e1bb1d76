import type { OfficerFile } from '@fsmis/domain';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { OFFICERS_ONLY_MESSAGE } from '../../plugins/session.js';
import { checkCompanyFiles } from '../application-workflow/company-files.js';
import type { WorkflowActor, WorkflowContext } from '../application-workflow/workflow.service.js';
import { storeOfficerFile } from '../application-workflow/workflow-files.js';
import { tellCompany, type WorkflowNotice } from '../application-workflow/workflow-notices.js';
import { type AuditRecord, recordOfficerAction } from '../audit/audit.service.js';
import type { EmailAbout } from '../mail/outbox.service.js';
import * as repository from './recognition-records.repository.js';
import type { RecognitionContext } from './suspension-step.js';

/**
 * What every step on a recognition shares, besides a suspension's moves (`takeSuspensionStep`): the
 * recognition locked for the step, its history line, the officer's audit entry, the company's notice and
 * e-mail, the files given with it, and what a step answers.
 */

export const RECOGNITION_NOT_FOUND_MESSAGE = 'We could not find that recognition.';

/** What an officer's step on a recognition needs: the recognition's context and the largest file it takes. */
export interface RecognitionOfficerContext extends RecognitionContext {
  readonly maxFileBytes: number;
}

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

export type OfficerWorkflowActor = Extract<WorkflowActor, { party: 'officer' }>;

/** The officer acting; a company's user may not take an officer's step. */
export function asOfficer(actor: WorkflowActor): OfficerWorkflowActor {
  if (actor.party !== 'officer') throw forbidden(OFFICERS_ONLY_MESSAGE);
  return actor;
}

export interface RecognitionStepOutcome<T> {
  readonly result: T;
  /** The line of the recognition's history (its recognition, actor and time are the step's). */
  readonly event: Omit<repository.NewRecognitionEvent, 'recognitionId' | 'actorUserId' | 'at'>;
  /** The files given with the step, linked to its history line. */
  readonly attachmentIds?: readonly string[];
  /** The officer's audit entry; written only when an officer acts. */
  readonly audit: AuditRecord;
  readonly notice: WorkflowNotice | null;
}

/**
 * Takes one step on a recognition: in one transaction, with the recognition locked (another company's
 * reads as missing: a 404 saying `missing`, what the step is on), it runs `work`, which checks the step
 * with the domain and makes it, then writes
 * the history line with its files, the officer's audit entry and the company's notification and
 * e-mails (through the outbox, sent once committed).
 */
export async function takeRecognitionStep<T>(
  context: Pick<WorkflowContext, 'db' | 'outbox' | 'publicUrl'>,
  actor: WorkflowActor,
  where: { readonly recognitionId: string; readonly missing?: string },
  work: (tx: Database, recognition: repository.RecognitionRecordRow) => Promise<RecognitionStepOutcome<T>>,
  now = new Date(),
): Promise<T> {
  return inTransaction(context.db, async (tx) => {
    const recognition = await repository.lockRecognitionById(
      tx,
      where.recognitionId,
      actor.party === 'company' ? actor.companyId : null,
    );
    if (!recognition) throw notFound(where.missing ?? RECOGNITION_NOT_FOUND_MESSAGE);
    const outcome = await work(tx, recognition);
    await repository.insertRecognitionEvent(
      tx,
      { ...outcome.event, recognitionId: recognition.id, actorUserId: actor.userId, at: now },
      outcome.attachmentIds ?? [],
    );
    if (actor.party === 'officer') await recordOfficerAction(tx, actor.audit, outcome.audit);
    if (outcome.notice) {
      await tellCompany(tx, context, recognition.companyId, outcome.notice, recognitionAbout(recognition));
    }
    return outcome.result;
  });
}

/** A recognition as its e-mails are filed: by its number once it has one. */
export const recognitionAbout = (recognition: {
  readonly id: string;
  readonly recognitionNumber: string | null;
}): EmailAbout => ({ kind: 'recognition', id: recognition.id, label: recognition.recognitionNumber });

/**
 * Stores the files an officer gives with a step as attachments of the recognition's company, each left for
 * the virus scan; answers their ids. `stored` comes from `removingFilesOnFailure`.
 */
export async function storeOfficerFiles(
  tx: Database,
  context: RecognitionOfficerContext,
  owner: { readonly companyId: string; readonly officerUserId: string; readonly stored: string[] },
  files: readonly OfficerFile[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const { attachmentId } = await storeOfficerFile(tx, context.storage, {
      ...owner,
      file,
      maxBytes: context.maxFileBytes,
    });
    ids.push(attachmentId);
  }
  return ids;
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
