import { stringify } from 'csv-stringify/sync';

/**
 * The platform's one CSV writer, for the server's downloads and the files the site builds in
 * the browser: RFC 4180 quoting by csv-stringify, a header row, and no spreadsheet formulas.
 */
export type CsvValue = string | number | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote:
 * customer names and provider references come from outside and the file is opened in Excel
 * (OWASP CSV injection).
 */
export function defuseFormula(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvDocument(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((row) => row.map(defuseFormula)),
    { header: true, columns: [...columns] },
  );
}
