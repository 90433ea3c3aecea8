/**
 * The platform's one CSV writer, for the server's downloads and the files the site builds in
 * the browser: RFC 4180 quoting, a header row, one record per CRLF-ended line, and no spreadsheet
 * formulas. Written here rather than taken from csv-stringify: its Node build needs `Buffer`
 * and its browser build weighs 80 KB, for a rule that fits in one function.
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

/** A field quoted when it holds a separator, a quote or a line break, its quotes doubled (RFC 4180 §2). */
function field(value: CsvValue): string {
  const text = defuseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
