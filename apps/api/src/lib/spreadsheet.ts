import { singaporeWallClock } from '@fsmis/domain';

/**
 * Excel's number formats for the portal's date-times (docs/requirements.md §9 `dd/MM/yyyy HH:mm` and
 * `dd/MM/yyyy HH:mm:ss`): the cell holds a real date, which sorts and filters as one, shown this way.
 */
export const EXCEL_DATE_TIME = 'dd/mm/yyyy hh:mm';
export const EXCEL_DATE_TIME_SECONDS = 'dd/mm/yyyy hh:mm:ss';

/** What one cell of an export holds: text, or a date-time (`dateCell`); null leaves it empty. */
export type SheetCell = string | Date | null;

/** A column of an export: its header, its width in characters, its cell, and a date column's format. */
export interface SheetColumn<T> {
  readonly header: string;
  readonly width: number;
  readonly value: (row: T) => SheetCell;
  readonly numFmt?: string;
}

/** A UTC timestamp as a date cell: the time in Singapore, since a cell has no time zone. */
export const dateCell = (value: string | null | undefined): Date | null => singaporeWallClock(value);

/** The worksheet's columns: headers, widths, and each date column's format. */
export function sheetColumns<T>(columns: readonly SheetColumn<T>[]) {
  return columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
}
