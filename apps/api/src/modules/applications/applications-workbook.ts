import type { ApplicationSummary } from '@fsmis/domain';
import { singaporeDateParts } from '@fsmis/domain';
import ExcelJS from 'exceljs';
import { dateCell, EXCEL_DATE_TIME, type SheetColumn, sheetColumns } from '../../lib/spreadsheet.js';

/** The columns of the applications table, as people read them: labels, and real dates in Singapore time. */
export const APPLICATION_EXPORT_COLUMNS: readonly SheetColumn<ApplicationSummary>[] = [
  { header: 'Reference Number', width: 20, value: (a) => a.referenceNumber },
  { header: 'Programme', width: 12, value: (a) => a.programmeLabel },
  { header: 'Application Type', width: 38, value: (a) => a.categoryLabel },
  { header: 'Status', width: 34, value: (a) => a.statusLabel },
  { header: 'Created (SGT)', width: 18, value: (a) => dateCell(a.createdAt), numFmt: EXCEL_DATE_TIME },
  { header: 'Submitted (SGT)', width: 18, value: (a) => dateCell(a.submittedAt), numFmt: EXCEL_DATE_TIME },
  { header: 'Last Updated (SGT)', width: 18, value: (a) => dateCell(a.updatedAt), numFmt: EXCEL_DATE_TIME },
];

/** `applications-2026-11-22.xlsx`: the export's name carries the day it was made, in Singapore. */
export function applicationsExportFileName(now: Date): string {
  const { year, month, day } = singaporeDateParts(now) ?? { year: '', month: '', day: '' };
  return `applications-${year}-${month}-${day}.xlsx`;
}

export async function buildApplicationsWorkbook(
  applications: readonly ApplicationSummary[],
  now: Date,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FSMIS Portal';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Applications', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(APPLICATION_EXPORT_COLUMNS);
  sheet.getRow(1).font = { bold: true };
  for (const application of applications) {
    sheet.addRow(APPLICATION_EXPORT_COLUMNS.map((column) => column.value(application)));
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: APPLICATION_EXPORT_COLUMNS.length },
  };
  const buffer = await workbook.xlsx.writeBuffer();
  return { fileName: applicationsExportFileName(now), bytes: new Uint8Array(buffer) };
}
