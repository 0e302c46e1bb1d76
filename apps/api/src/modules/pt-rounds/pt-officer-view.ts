import {
  availableActions,
  isLocalLab,
  type OfficerPtRound,
  type OfficerPtRoundSummary,
  PT_RESULT_OUTCOMES,
  PT_ROUND_CASE,
  PT_STATUS_LABELS,
  type PtResultOutcome,
  type PtRoundFacts,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import { download } from '../attachments/attachments.service.js';
import type { PtFilesContext } from './pt-lab-documents.service.js';
import { PT_DOCUMENT_NOT_FOUND_MESSAGE } from './pt-lab-round.js';
import * as repository from './pt-officer.repository.js';

/** The round as the officer reads it (GET /api/officer/proficiency-tests/{id}, `officer pt show`). */

export const PT_ROUND_NOT_FOUND_MESSAGE = 'We could not find that round.';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** What the steps need to know of the round, from its row and its participants. */
export function roundFacts(
  round: repository.PtRoundRow,
  participants: ReadonlyArray<{ resultsSubmittedAt: Date | null }>,
): PtRoundFacts {
  return {
    status: round.status,
    participantCount: participants.length,
    submittedCount: participants.filter((each) => each.resultsSubmittedAt !== null).length,
    statisticsComputed: round.statisticsComputedAt !== null,
    statisticsReviewed: round.statisticsReviewedAt !== null,
  };
}

export async function officerPtRounds(db: Database): Promise<OfficerPtRoundSummary[]> {
  const rows = await repository.findRoundSummaries(db);
  return rows.map(({ round, participantCount, submittedCount }) => ({
    id: round.id,
    code: round.code,
    name: round.name,
    matrix: round.matrix,
    status: round.status,
    statusLabel: PT_STATUS_LABELS[round.status],
    participantCount,
    submittedCount,
    registrationOpensAt: round.registrationOpensAt.toISOString(),
    registrationClosesAt: round.registrationClosesAt.toISOString(),
    resultsDueAt: round.resultsDueAt.toISOString(),
  }));
}

/** An analyte with its statistics as last computed (none once they are cleared, or if they could not be). */
function analyteView(
  row: repository.PtAnalyteRow,
  computedAt: string | null,
): OfficerPtRound['analytes'][number] {
  const { resultCount, robustMean, robustSd, assignedValue, assignedUncertainty, sigmaPt } = row;
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    assignment: {
      source: row.assignedValueSource,
      referenceValue: row.referenceValue,
      referenceUncertainty: row.referenceUncertainty,
      sigmaRule: row.sigmaRule,
      sigmaValue: row.sigmaValue,
    },
    statistics:
      computedAt !== null &&
      resultCount !== null &&
      robustMean !== null &&
      robustSd !== null &&
      assignedValue !== null &&
      assignedUncertainty !== null &&
      sigmaPt !== null
        ? {
            resultCount,
            robustMean,
            robustSd,
            assignedValue,
            assignedUncertainty,
            sigmaPt,
            scoreKind: row.scoreKind === 'z-prime' ? 'z-prime' : 'z',
            computedAt,
          }
        : null,
    statisticsProblem: row.statisticsProblem,
  };
}

const isOutcome = (outcome: string | null): outcome is PtResultOutcome =>
  (PT_RESULT_OUTCOMES as readonly (string | null)[]).includes(outcome);

function participantView(
  row: repository.PtParticipantRow,
  results: readonly repository.PtResultRow[],
): OfficerPtRound['participants'][number] {
  const { participation } = row;
  const submitted = participation.resultsSubmittedAt !== null;
  return {
    id: participation.id,
    labCode: participation.labCode,
    companyName: row.companyName,
    isLocalLab: isLocalLab(row.regionType),
    registeredAt: participation.registeredAt.toISOString(),
    dispatchedOn: participation.dispatchedOn,
    courier: participation.courier,
    trackingNumber: participation.trackingNumber,
    receivedOn: participation.receivedOn,
    resultsSubmittedAt: iso(participation.resultsSubmittedAt),
    // A draft is the laboratory's own until it submits.
    results: submitted
      ? results.flatMap((result) =>
          result.participationId === participation.id && isOutcome(result.outcome)
            ? [
                {
                  analyteId: result.analyteId,
                  outcome: result.outcome,
                  value: result.value,
                  score: result.score,
                  scoreClass: result.scoreClass,
                },
              ]
            : [],
        )
      : [],
  };
}

/** The whole round, with each step open now and why each other one is not; a 404 when there is none. */
export async function officerPtRoundView(db: Database, id: string): Promise<OfficerPtRound> {
  const round = await repository.findRound(db, id);
  if (!round) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  const [analytes, participants, documents] = await Promise.all([
    repository.findAnalytes(db, id),
    repository.findParticipants(db, id),
    repository.findDocuments(db, id),
  ]);
  const results = await repository.findResults(
    db,
    participants.map((each) => each.participation.id),
  );
  const facts = roundFacts(
    round,
    participants.map((each) => each.participation),
  );
  const status = round.status;
  const computedAt = iso(round.statisticsComputedAt);
  return {
    id: round.id,
    code: round.code,
    name: round.name,
    matrix: round.matrix,
    description: round.description,
    status,
    statusLabel: PT_STATUS_LABELS[status],
    feeSgd: round.feeCents / 100,
    registrationOpensAt: round.registrationOpensAt.toISOString(),
    registrationClosesAt: round.registrationClosesAt.toISOString(),
    dispatchAt: round.dispatchAt.toISOString(),
    resultsDueAt: round.resultsDueAt.toISOString(),
    statisticsComputedAt: computedAt,
    statisticsReviewedAt: iso(round.statisticsReviewedAt),
    publishedAt: iso(round.publishedAt),
    analytes: analytes.map((row) => analyteView(row, computedAt)),
    participants: participants.map((row) => participantView(row, results)),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.fileName,
      fileSize: document.fileSize,
      scanStatus: document.scanStatus,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
    actions: availableActions(PT_ROUND_CASE, status, 'officer', facts),
  };
}

/**
 * GET /api/officer/proficiency-tests/{id}/documents/{docId}: a document of any kind, served as the
 * laboratories are served it, once its virus scan has passed (409 until then).
 */
export async function downloadAnyPtDocument(
  context: PtFilesContext,
  roundId: string,
  documentId: string,
): Promise<DownloadedFile> {
  if (!(await repository.findRound(context.db, roundId))) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  const file = await repository.findDocumentFile(context.db, roundId, documentId);
  if (!file) throw notFound(PT_DOCUMENT_NOT_FOUND_MESSAGE);
  return download(context, { companyId: file.companyId }, file.attachmentId);
}
