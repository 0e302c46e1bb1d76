import type { PtDocumentKind } from '@fsmis/domain';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import { proficiencyTestDocuments } from '../schema/index.js';
import { fileCabinet } from './demo-files.js';

/** A document of a seeded round: a short PDF with a title and paragraphs. */
export interface PtDocumentSeed {
  schemeId: string;
  kind: PtDocumentKind;
  fileName: string;
  title: string;
  subtitle: string;
  paragraphs: readonly string[];
  at: Date;
}

const MARGIN = 56;

/**
 * The PDFs already drawn in this process, by content: tests seed again and again, and the same
 * document need not be drawn twice.
 */
const drawn = new Map<string, Promise<Buffer>>();

/** An A4 PDF in the standard Helvetica fonts (nothing fetched or embedded from outside). */
function documentPdf(document: Pick<PtDocumentSeed, 'title' | 'subtitle' | 'paragraphs'>): Promise<Buffer> {
  const key = JSON.stringify([document.title, document.subtitle, document.paragraphs]);
  const known = drawn.get(key);
  if (known) return known;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: document.title, Author: 'National Food Regulator', Subject: document.subtitle },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#505a5f')
    .text('National Food Regulator — Proficiency Testing');
  pdf.moveDown(1).fillColor('#0b0c0c').fontSize(20).text(document.title);
  pdf.moveDown(0.3).font('Helvetica').fontSize(12).text(document.subtitle);
  pdf.moveDown(1).fontSize(10);
  for (const paragraph of document.paragraphs) pdf.text(paragraph, { align: 'left' }).moveDown(0.6);
  pdf.end();
  drawn.set(key, finished);
  return finished;
}

/**
 * Files the rounds' documents as attachments of the regulator's own company row (scanned, as the
 * regulator's files are), stores their bytes, and lists them on their rounds: three inserts in all.
 */
export async function seedPtDocuments(
  db: Database,
  storage: FileStorage,
  owner: { companyId: string; userId: string },
  documents: readonly PtDocumentSeed[],
): Promise<void> {
  if (documents.length === 0) return;
  const cabinet = fileCabinet();
  const bytes = await Promise.all(documents.map(documentPdf));
  const rows = documents.map((document, index) => ({
    schemeId: document.schemeId,
    kind: document.kind,
    createdAt: document.at,
    attachmentId: cabinet.add(owner, {
      purpose: 'document',
      entityId: document.schemeId,
      at: document.at,
      displayFileName: document.fileName,
      contentType: 'application/pdf',
      bytes: bytes[index] ?? Buffer.alloc(0),
    }),
  }));
  await cabinet.store(
    db,
    storage,
    rows.map((row) => row.attachmentId),
  );
  await db.insert(proficiencyTestDocuments).values(rows);
}
