import {
  AttachmentScanStatus,
  attachmentScanProblem,
  caseActionOf,
  PT_RESULT_MESSAGES,
  type PtResultSubmission,
  parsePtNumber,
  ptParticipantActions,
  ptParticipantRefusal,
  type ptResultDraftSchema,
  ptResultProblems,
} from '@fsmis/domain';
import type { z } from 'zod';
import { companyActor } from '../../cases/actors.js';
import { checkCompanyFiles } from '../../cases/company-files.js';
import { runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { attachmentFacts } from '../attachments/attachments.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { participationFacts, registeredAnalytes, registeredRound } from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';
import { analyteView, nameOf } from './pt-lab-views.js';
import { PT_PARTICIPATION } from './pt-participation-step.js';

type ResultDraft = z.output<typeof ptResultDraftSchema>;

export const METHODOLOGY_FIELD = 'methodologyAttachmentId';
export const RESULT_MESSAGES = {
  methodologyScanning: 'Wait until the methodology document has been checked for viruses',
} as const;

/** GET /api/proficiency-tests/{id}/result/details: the draft or the submitted results, and whether they may change. */
export async function getResultDetails(
  db: Database,
  session: Session,
  schemeId: string,
): Promise<PtResultSubmission> {
  const { scheme, status, participation } = await registeredRound(db, session, schemeId);
  const [analytes, rows, names, files] = await Promise.all([
    repository.findAnalytes(db, scheme.id),
    repository.findResults(db, participation.id),
    repository.userNames(db, [participation.resultsSavedByUserId, participation.resultsSubmittedByUserId]),
    attachmentFacts(
      db,
      session.companyId,
      participation.methodologyAttachmentId ? [participation.methodologyAttachmentId] : [],
    ),
  ]);
  const byAnalyte = new Map(rows.map((row) => [row.analyteId, row]));
  const methodologyId = participation.methodologyAttachmentId;
  const methodology = methodologyId ? files.get(methodologyId) : undefined;
  const actions = ptParticipantActions(participationFacts(status, participation));
  const submit = caseActionOf(actions, 'submit-results');
  const analytesIn = registeredAnalytes(analytes, participation);
  return {
    analytes: analytesIn.map(analyteView),
    results: analytesIn.map((analyte) => {
      const row = byAnalyte.get(analyte.id);
      return {
        analyteId: analyte.id,
        outcome: row?.outcome ?? null,
        value: row?.valueText ?? '',
        uncertainty: row?.uncertaintyText ?? '',
        method: row?.method ?? '',
      };
    }),
    methodology:
      methodologyId && methodology
        ? {
            attachmentId: methodologyId,
            fileName: methodology.displayFileName,
            fileSize: methodology.fileSize,
            scanStatus: methodology.status,
          }
        : null,
    savedAt: participation.resultsSavedAt?.toISOString() ?? null,
    savedBy: participation.resultsSavedByUserId ? nameOf(names, participation.resultsSavedByUserId) : null,
    submittedAt: participation.resultsSubmittedAt?.toISOString() ?? null,
    submittedBy: participation.resultsSubmittedByUserId
      ? nameOf(names, participation.resultsSubmittedByUserId)
      : null,
    resultsDueAt: scheme.resultsDueAt.toISOString(),
    canEdit: submit?.open === true,
    refusal: submit?.reason ?? null,
    actions,
  };
}

/** PUT /api/proficiency-tests/{id}/result/submission: keeps whatever is typed, as a draft. */
export function saveResultDraft(
  db: Database,
  session: Session,
  schemeId: string,
  draft: ResultDraft,
  now = new Date(),
): Promise<PtResultSubmission> {
  return writeResults(db, session, schemeId, draft, { submit: false, now });
}

/**
 * POST /api/proficiency-tests/{id}/result/submission: the laboratory's final results, once. Every
 * analyte it registered for needs an outcome, a number and its method, and a methodology document, if
 * given, must have passed its virus scan.
 */
export function submitResults(
  db: Database,
  session: Session,
  schemeId: string,
  draft: ResultDraft,
  now = new Date(),
): Promise<PtResultSubmission> {
  return writeResults(db, session, schemeId, draft, { submit: true, now });
}

async function writeResults(
  db: Database,
  session: Session,
  schemeId: string,
  draft: ResultDraft,
  options: { submit: boolean; now: Date },
): Promise<PtResultSubmission> {
  const { now, submit } = options;
  await registeredRound(db, session, schemeId);
  const step = submit ? 'submit-results' : 'save-results';
  await runStep({ db }, companyActor(session), PT_PARTICIPATION, schemeId, {
    refusal: (_tx, { scheme, participation }) =>
      ptParticipantRefusal(step, participationFacts(scheme.status, participation)),
    work: async (tx, { participation }) => {
      const analyteIds = registeredAnalytes(await repository.findAnalytes(tx, schemeId), participation).map(
        (analyte) => analyte.id,
      );
      checkAnalytes(analyteIds, draft);
      if (submit) {
        const problems = ptResultProblems(analyteIds, draft.results);
        if (Object.keys(problems).length > 0) throw badRequest(problems);
      }
      if (draft.methodologyAttachmentId) {
        await checkMethodology(tx, session.companyId, draft.methodologyAttachmentId, submit);
      }

      await repository.upsertResults(
        tx,
        participation.id,
        draft.results.map((entry) => ({
          analyteId: entry.analyteId,
          outcome: entry.outcome,
          valueText: entry.value,
          value: entry.outcome === 'not-tested' || entry.value === '' ? null : parsePtNumber(entry.value),
          uncertaintyText: entry.uncertainty,
          method: entry.method,
        })),
        now,
      );
      await repository.updateParticipation(tx, participation.id, {
        methodologyAttachmentId: draft.methodologyAttachmentId,
        resultsSavedAt: now,
        resultsSavedByUserId: session.userId,
        ...(submit ? { resultsSubmittedAt: now, resultsSubmittedByUserId: session.userId } : {}),
      });
      return { result: null };
    },
  });
  return getResultDetails(db, session, schemeId);
}

/** Results only for the analytes the laboratory registered for, each once. */
function checkAnalytes(analyteIds: readonly string[], draft: ResultDraft) {
  const allowed = new Set(analyteIds);
  const seen = new Set<string>();
  const problems: Record<string, string[]> = {};
  draft.results.forEach((entry, index) => {
    if (!allowed.has(entry.analyteId))
      problems[`results.${index}.analyteId`] = [PT_RESULT_MESSAGES.unknownAnalyte];
    else if (seen.has(entry.analyteId))
      problems[`results.${index}.analyteId`] = [PT_RESULT_MESSAGES.repeatedAnalyte];
    seen.add(entry.analyteId);
  });
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

/**
 * The methodology document is one of the company's own uploads. A draft may hold it while it is being
 * scanned; a submission needs it scanned and clean, as an application's files are at its submission.
 */
async function checkMethodology(db: Database, companyId: string, attachmentId: string, submit: boolean) {
  await checkCompanyFiles(db, companyId, [attachmentId], METHODOLOGY_FIELD);
  if (!submit) return;
  const status = (await attachmentFacts(db, companyId, [attachmentId])).get(attachmentId)?.status;
  if (status === AttachmentScanStatus.scanned) return;
  const problem =
    status === undefined || status === AttachmentScanStatus.pendingScan
      ? RESULT_MESSAGES.methodologyScanning
      : (attachmentScanProblem(status) ?? RESULT_MESSAGES.methodologyScanning);
  throw badRequest({ [METHODOLOGY_FIELD]: [problem] });
}
