import {
  type addPtDocumentsSchema,
  type createPtRoundSchema,
  PT_STATUS_LABELS,
  PT_STATUS_STEPS,
  PtStatus,
  type PtStatusStep,
  type PtStepResult,
  ptStatusStepConcerns,
  type recordPtDispatchSchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import { takeOfficerFiles } from '../../cases/officer-files.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import { ptDispatchNotice, ptStatusStepNotice } from './pt-notices.js';
import * as repository from './pt-officer.repository.js';
import {
  PT_AUDIT_ENTITY,
  type PtOfficerContext,
  ptAuditAction,
  roundSnapshot,
  takePtStep,
} from './pt-officer-step.js';

/**
 * The officer's steps that make and move a round: creating it, its status steps, its documents and the
 * dispatch of each participant's test items. The API and the command line call these.
 */

/** What a step answers: the round's status, and the sentence that confirms the step. */
export type PtStepAnswer = PtStepResult & { readonly message: string };

/** A Singapore calendar day as the instant it starts (00:00) or ends (23:59:59) there, UTC+08:00 since 1982. */
export const singaporeDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
export const singaporeDayEnd = (day: string) => new Date(`${day}T23:59:59+08:00`);

/** The next code of a year: `PT-<yyyy>-<nn>`, nn one more than the rounds of that year so far. */
export function nextRoundCode(year: string, codesOfYear: readonly string[]): string {
  const taken = codesOfYear.map((code) => Number(code.slice(`PT-${year}-`.length))).filter(Number.isFinite);
  const next = Math.max(codesOfYear.length, ...taken) + 1;
  return `PT-${year}-${String(next).padStart(2, '0')}`;
}

const CODE_ATTEMPTS = 3;

/** POST /api/officer/proficiency-tests: a new round in Draft, with its analytes. */
export async function createPtRound(
  context: Pick<PtOfficerContext, 'db'>,
  actor: NamedOfficerActor,
  body: z.output<typeof createPtRoundSchema>,
): Promise<PtStepAnswer> {
  const year = body.registrationOpensOn.slice(0, 4);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const round = await inTransaction(context.db, async (tx) => {
        const created = await repository.insertRound(
          tx,
          {
            code: nextRoundCode(year, await repository.codesOfYear(tx, year)),
            name: body.name,
            matrix: body.matrix,
            description: body.description || null,
            status: PtStatus.draft,
            feeCents: Math.round(body.feeSgd * 100),
            registrationOpensAt: singaporeDayStart(body.registrationOpensOn),
            registrationClosesAt: singaporeDayEnd(body.registrationClosesOn),
            dispatchAt: singaporeDayStart(body.dispatchOn),
            resultsDueAt: singaporeDayEnd(body.resultsDueOn),
            createdByUserId: actor.officerUserId,
          },
          body.analytes,
        );
        await recordOfficerAction(tx, actor, {
          action: ptAuditAction('create'),
          entityType: PT_AUDIT_ENTITY,
          entityId: created.id,
          before: null,
          after: roundSnapshot(created, { name: created.name, analyteCount: body.analytes.length }),
        });
        return created;
      });
      return {
        id: round.id,
        status: PtStatus.draft,
        statusLabel: PT_STATUS_LABELS[PtStatus.draft],
        message: `Created the round ${round.code} (${round.name}) in Draft.`,
      };
    } catch (error) {
      // Two rounds created at once may reach for the same code: the later one takes the next.
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

const STATUS_STEP_SENTENCES: Readonly<Record<PtStatusStep, string>> = {
  'open-registration': 'Opened registration for',
  'close-registration': 'Closed registration for',
  'open-results': 'Opened results submission for',
  'close-results': 'Closed results submission for',
  publish: 'Published the report of',
};

/** A status step: moves the round and tells the laboratories it concerns. */
export function takePtStatusStep(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  roundId: string,
  step: PtStatusStep,
  now = new Date(),
): Promise<PtStepAnswer> {
  return takePtStep(context, actor, { roundId, step }, async (tx, { round, participants }) => {
    const status = PT_STATUS_STEPS[step].to;
    await repository.updateRound(
      tx,
      round.id,
      { status, ...(step === 'publish' ? { publishedAt: now } : {}) },
      now,
    );
    const companyIds =
      ptStatusStepConcerns(step) === 'pt-laboratories'
        ? await repository.ptLaboratoryIds(tx)
        : participants.map((each) => each.participation.companyId);
    const told = companyIds.length;
    return {
      result: {
        id: round.id,
        status,
        statusLabel: PT_STATUS_LABELS[status],
        message: `${STATUS_STEP_SENTENCES[step]} ${round.code}; it is ${PT_STATUS_LABELS[status]}. ${told} ${told === 1 ? 'laboratory was' : 'laboratories were'} told.`,
      },
      before: roundSnapshot(round),
      after: roundSnapshot(
        { ...round, status },
        step === 'publish' ? { publishedAt: now.toISOString() } : {},
      ),
      notice: { companyIds, notice: ptStatusStepNotice(step, round) },
    };
  });
}

/**
 * Adds documents for the participants: the officer's uploads, taken as attachments of the regulator's
 * own company (refused with a 400 on `files.N`). General documents belong to the round's details,
 * changed only until registration closes; the participant package and the report come later in the round.
 */
export function addPtDocuments(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  roundId: string,
  body: z.output<typeof addPtDocumentsSchema>,
): Promise<string> {
  return takePtStep(
    context,
    actor,
    { roundId, step: body.kind === 'general' ? 'edit' : null, action: 'add-documents' },
    async (tx, { round }) => {
      const companyId = await repository.companyOfUser(tx, actor.officerUserId);
      if (!companyId) throw notFound('We could not find the officer’s account.');
      const owner = { companyId, officerUserId: actor.officerUserId };
      const taken = await takeOfficerFiles(tx, owner, body.files, { name: 'files', listed: true });
      for (const { attachmentId } of taken) {
        await repository.insertDocument(tx, { schemeId: round.id, kind: body.kind, attachmentId });
      }
      const names = taken.map((file) => file.fileName).join(', ');
      const count = taken.length;
      return {
        result: `Added ${count} ${body.kind} ${count === 1 ? 'document' : 'documents'} to ${round.code}: ${names}.`,
        before: roundSnapshot(round),
        after: roundSnapshot(round, { documentKind: body.kind, files: names }),
      };
    },
  );
}

/** Records that one participant's test items left, and tells that laboratory how to follow them. */
export function recordPtDispatch(
  context: PtOfficerContext,
  actor: NamedOfficerActor,
  roundId: string,
  body: z.output<typeof recordPtDispatchSchema>,
  now = new Date(),
): Promise<string> {
  return takePtStep(context, actor, { roundId, step: 'dispatch' }, async (tx, { round, participants }) => {
    const found = participants.find((each) => each.participation.labCode === body.labCode);
    if (!found) throw notFound(`No laboratory has the code ${body.labCode} in ${round.code}.`);
    const { participation } = found;
    if (participation.receiptConfirmedAt) {
      throw conflict(
        `${body.labCode} has confirmed that its test items arrived, so their dispatch can no longer change.`,
      );
    }
    const dispatch = {
      courier: body.courier,
      trackingNumber: body.trackingNumber,
      dispatchedOn: body.dispatchedOn,
    };
    await repository.updateParticipation(tx, participation.id, { ...dispatch, dispatchRecordedAt: now });
    const dispatchOf = (row: typeof participation) => ({
      labCode: row.labCode,
      courier: row.courier,
      trackingNumber: row.trackingNumber,
      dispatchedOn: row.dispatchedOn,
    });
    return {
      result: `Recorded the dispatch to ${body.labCode} (${found.companyName}) on ${body.dispatchedOn} by ${body.courier}, tracking number ${body.trackingNumber}; the laboratory was told.`,
      before: roundSnapshot(round, dispatchOf(participation)),
      after: roundSnapshot(round, { labCode: body.labCode, ...dispatch }),
      notice: { companyIds: [participation.companyId], notice: ptDispatchNotice(round, dispatch) },
    };
  });
}
