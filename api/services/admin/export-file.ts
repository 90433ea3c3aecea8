import { type CsvValue, csvDocument } from '../../../domain/csv.ts';
import type { ExportFormat } from '../../../domain/data-export.ts';

/** One exported cell: JSON keeps booleans and objects as they are; CSV writes them as text. */
export type ExportCell = CsvValue | boolean | Record<string, unknown>;

export interface ExportTable {
  columns: readonly string[];
  rows: ExportCell[][];
}

const asCsv = (cell: ExportCell): CsvValue =>
  typeof cell === 'boolean' ? String(cell) : cell !== null && typeof cell === 'object' ? JSON.stringify(cell) : cell;

/**
 * Export Data's file (issue 30 item 4): the table as CSV (domain/csv.ts, formulas defused, for
 * a spreadsheet) or as a JSON array of one object per row keyed by column (for a program; the
 * values keep their types, missing ones are null).
 */
export function exportDocument(table: ExportTable, format: ExportFormat): string {
  if (format === 'csv')
    return csvDocument(
      table.columns,
      table.rows.map((row) => row.map(asCsv)),
    );
  const records = table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, index) => [column, row[index] ?? null])),
  );
  return `${JSON.stringify(records, null, 2)}\n`;
}
