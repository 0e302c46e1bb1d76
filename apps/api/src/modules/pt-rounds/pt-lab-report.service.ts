import { type PtReport, PtStatus } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import type { DownloadedFile } from '../../lib/send-file.js';
import type { Session } from '../sessions/sessions.service.js';
import { type PtFilesContext, roundDocument } from './pt-lab-documents.service.js';
import {
  PT_REPORT_NOT_PUBLISHED_MESSAGE,
  type RegisteredRound,
  registeredAnalytes,
  registeredRound,
} from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';
import { documentView } from './pt-lab-views.js';
import { ptReportPdf } from './pt-report-pdf.js';

/** GET /api/proficiency-tests/{id}/result/report: the laboratory's report, once the round is completed. */
export async function getReport(db: Database, session: Session, schemeId: string): Promise<PtReport> {
  const round = await completedRound(db, session, schemeId);
  const content = await reportContent(db, session, round);
  const [pdf, documents] = await Promise.all([
    ptReportPdf(content),
    repository.findDocuments(db, round.scheme.id, 'report'),
  ]);
  return {
    ...content,
    documents: [
      {
        id: round.participation.id,
        fileName: ownReportFileName(round),
        fileSize: pdf.length,
        uploadedAt: content.publishedAt,
      },
      ...documents.map(documentView),
    ],
  };
}

/**
 * GET /api/proficiency-tests/{id}/result/report/documents/{docId}: the laboratory's own PDF report (its
 * participation's id), drawn afresh, or one of the round's report documents.
 */
export async function downloadReportDocument(
  context: PtFilesContext,
  session: Session,
  schemeId: string,
  documentId: string,
): Promise<DownloadedFile> {
  const round = await completedRound(context.db, session, schemeId);
  if (documentId === round.participation.id) {
    const content = await reportContent(context.db, session, round);
    return {
      bytes: await ptReportPdf(content),
      fileName: ownReportFileName(round),
      contentType: 'application/pdf',
    };
  }
  return roundDocument(context, schemeId, 'report', documentId);
}

async function completedRound(db: Database, session: Session, schemeId: string): Promise<RegisteredRound> {
  const round = await registeredRound(db, session, schemeId);
  if (round.status !== PtStatus.ptCompleted) throw conflict(PT_REPORT_NOT_PUBLISHED_MESSAGE);
  return round;
}

const ownReportFileName = ({ scheme, participation }: RegisteredRound) =>
  `${scheme.code}-${participation.labCode}-report.pdf`;

/** The report without its documents: the laboratory's scores among everyone's results, and its history. */
async function reportContent(
  db: Database,
  session: Session,
  { scheme, participation }: RegisteredRound,
): Promise<Omit<PtReport, 'documents'>> {
  const [analytes, roundResults, participantCount, history] = await Promise.all([
    repository.findAnalytes(db, scheme.id),
    repository.findRoundResults(db, scheme.id),
    repository.countSubmittedParticipants(db, scheme.id),
    repository.findScoreHistory(db, session.companyId, PtStatus.ptCompleted),
  ]);
  const publishedAt = (scheme.publishedAt ?? scheme.updatedAt).toISOString();
  return {
    code: scheme.code,
    name: scheme.name,
    labCode: participation.labCode,
    publishedAt,
    participantCount,
    analytes: registeredAnalytes(analytes, participation).map((analyte) => {
      const results = roundResults.filter((row) => row.analyteId === analyte.id);
      const own = results.find((row) => row.participationId === participation.id);
      return {
        analyteId: analyte.id,
        name: analyte.name,
        unit: analyte.unit,
        outcome: own?.outcome ?? null,
        value: own?.value ?? null,
        assignedValue: analyte.assignedValue,
        assignedValueSource: analyte.assignedValueSource,
        assignedUncertainty: analyte.assignedUncertainty,
        sigmaPt: analyte.sigmaPt,
        scoreKind: analyte.scoreKind ?? 'z',
        score: own?.score ?? null,
        scoreClass: own?.scoreClass ?? null,
        participants: results.flatMap((row) =>
          row.outcome === 'value' && row.value !== null
            ? [
                {
                  labCode: row.labCode,
                  value: row.value,
                  score: row.score,
                  isOwn: row.participationId === participation.id,
                },
              ]
            : [],
        ),
      };
    }),
    history: history.flatMap((row) =>
      row.score !== null && row.publishedAt
        ? [
            {
              code: row.code,
              publishedAt: row.publishedAt.toISOString(),
              analyte: row.analyte,
              scoreKind: row.scoreKind ?? 'z',
              score: row.score,
            },
          ]
        : [],
    ),
  };
}
