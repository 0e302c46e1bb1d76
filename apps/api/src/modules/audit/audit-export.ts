import { PassThrough } from 'node:stream';
import {
  AUDIT_LOG_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditSnapshot,
  formatNumber,
  singaporeDateParts,
} from '@fsmis/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { dateCell, EXCEL_DATE_TIME_SECONDS, type SheetColumn, sheetColumns } from '../../lib/spreadsheet.js';
import * as repository from './audit.repository.js';
import type { AuditLogExportFilter } from './audit.schemas.js';
import { auditFilterOf, toAuditEntry } from './audit.service.js';

/** Entries read per query: the export holds one batch in memory at a time, whatever its length. */
const EXPORT_BATCH_ROWS = 5_000;
/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32_767;

const snapshotText = (snapshot: AuditSnapshot | null) => {
  if (snapshot === null) return '';
  const text = JSON.stringify(snapshot);
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT - 1)}…` : text;
};

/** The columns of the export, as people read them: the time in Singapore as a real date, the snapshots as JSON. */
export const AUDIT_EXPORT_COLUMNS: readonly SheetColumn<AuditEntry>[] = [
  { header: 'When (SGT)', width: 20, value: (e) => dateCell(e.at), numFmt: EXCEL_DATE_TIME_SECONDS },
  { header: 'Officer', width: 24, value: (e) => e.officer?.name ?? '' },
  { header: 'Officer E-mail', width: 30, value: (e) => e.officer?.email ?? '' },
  { header: 'Actor', width: 38, value: (e) => e.actor },
  { header: 'Action', width: 30, value: (e) => e.action },
  { header: 'Entity', width: 28, value: (e) => e.entityType },
  { header: 'Entity ID', width: 38, value: (e) => e.entityId ?? '' },
  { header: 'Before', width: 60, value: (e) => snapshotText(e.before) },
  { header: 'After', width: 60, value: (e) => snapshotText(e.after) },
  { header: 'Request ID', width: 38, value: (e) => e.requestId ?? '' },
];

/** `audit-log-2026-11-27.xlsx`: the export's name carries the day it was made, in Singapore. */
export function auditLogExportFileName(now: Date): string {
  const { year, month, day } = singaporeDateParts(now) ?? { year: '', month: '', day: '' };
  return `audit-log-${year}-${month}-${day}.xlsx`;
}

export const tooManyToExportMessage = (total: number) =>
  `The export can hold up to ${formatNumber(AUDIT_LOG_EXPORT_MAX_ROWS)} entries and ${formatNumber(total)} match. Narrow the dates, entity, action or search, then export again.`;

/**
 * GET /api/officer/audit-log/export: the entries the filters match, newest first, as one worksheet.
 * Read in batches from one snapshot of the log, so entries written meanwhile neither repeat nor shift
 * a batch; more than AUDIT_LOG_EXPORT_MAX_ROWS is refused rather than cut off.
 */
export async function exportAuditLog(
  db: Database,
  query: AuditLogExportFilter,
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const filter = auditFilterOf(query);
  return db.transaction(
    async (tx) => {
      const reader = tx as unknown as Database;
      const total = await repository.countAuditEntries(reader, filter);
      if (total > AUDIT_LOG_EXPORT_MAX_ROWS) throw badRequest(tooManyToExportMessage(total));
      const output = new PassThrough();
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      const finished = new Promise<void>((resolve, reject) => {
        output.on('end', resolve);
        output.on('error', reject);
      });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
      workbook.creator = 'FSMIS Portal';
      workbook.created = now;
      const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = sheetColumns(AUDIT_EXPORT_COLUMNS);
      sheet.getRow(1).font = { bold: true };
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: AUDIT_EXPORT_COLUMNS.length } };
      for (let offset = 0; offset < total; offset += EXPORT_BATCH_ROWS) {
        const rows = await repository.findAuditEntries(reader, filter, { limit: EXPORT_BATCH_ROWS, offset });
        for (const row of rows) {
          const entry = toAuditEntry(row);
          sheet.addRow(AUDIT_EXPORT_COLUMNS.map((column) => column.value(entry))).commit();
        }
      }
      sheet.commit();
      await workbook.commit();
      await finished;
      return { fileName: auditLogExportFileName(now), bytes: new Uint8Array(Buffer.concat(chunks)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
