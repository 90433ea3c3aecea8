import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { csvDocument } from '../../../domain/csv.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import type { ResolvedPeriod } from './report-period.ts';
import { displayCell, type ReportTable } from './report-tables.ts';
import { templateTexts } from './template-texts.ts';
import type { ReportTemplate } from './templates.ts';

/**
 * DejaVu Sans (Bitstream Vera licence), embedded (subset) in every PDF. pdfkit's built-in
 * Helvetica has no glyph for the narrow no-break space that fr-FR number formatting puts
 * between thousands ("1 234 568 FCFA") nor for "−", and prints garbage for them. The TrueType
 * files, not the WOFF ones: fontkit inflates a WOFF table in pure JavaScript each time it reads
 * it, which made one small PDF cost 2 s of CPU alone and 20 s or more on a busy host.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
/** Read once per process, on the first report. */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= { regular: readFileSync(fontFile('DejaVuSans')), bold: readFileSync(fontFile('DejaVuSans-Bold')) };
  return fonts;
}

export interface RenderInput {
  template: ReportTemplate;
  period: ResolvedPeriod;
  tables: ReportTable[];
  generatedAt: Date;
}

/** "Nov 01, 2026 – Nov 30, 2026": the period's first and last Douala days. */
export function periodText(period: ResolvedPeriod): string {
  const day = (value: string) => formatDate(`${value}T12:00:00+01:00`, 'en');
  return `${day(period.fromDay)} – ${day(period.toDay)}`;
}

function cells(table: ReportTable, values: (string | number)[]): string[] {
  return values.map((value, index) => displayCell(table.columns[index] ?? '', value));
}

/** The report as a PDF: title in English and French, the period in Douala days, one table per section. */
export function renderPdf(input: RenderInput): Promise<Buffer> {
  const texts = templateTexts(input.template.type);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: texts.name } });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(18).text('CEMAC Open Banking');
  doc.font('bold').fontSize(15).text(`${texts.name} / ${texts.nameFr}`);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .text(`Period: ${periodText(input.period)} (Douala time)`);
  doc.text(`Generated: ${formatDateTime(input.generatedAt, 'en')} (Douala time)`);
  doc.moveDown(0.3).fillColor('#444').text(texts.description).fillColor('black');
  for (const table of input.tables) {
    doc.moveDown(1).font('bold').fontSize(12).text(table.title, doc.page.margins.left);
    doc.moveDown(0.3).font('regular').fontSize(9);
    if (table.rows.length === 0) {
      doc.text('No activity in this period.');
      continue;
    }
    const data: string[][] = [table.columns, ...table.rows.map((row) => cells(table, row))];
    if (table.total) data.push(cells(table, table.total));
    doc.table({
      data,
      defaultStyle: { border: 0.5, borderColor: '#999', padding: 3 },
      rowStyles: (row) =>
        row === 0 || (table.total && row === data.length - 1) ? { backgroundColor: '#eeeeee' } : undefined,
    });
  }
  doc.end();
  return done;
}

/** The report as CSV: per section a title line, its columns, its rows and totals, then a blank line. */
export function renderCsv(input: RenderInput): string {
  const head = csvDocument(
    ['report', 'period_from', 'period_to'],
    [[input.template.type, input.period.fromDay, input.period.toDay]],
  );
  const blocks = input.tables.map(
    (table) =>
      `${csvDocument([table.title], [])}${csvDocument(table.columns, table.total ? [...table.rows, table.total] : table.rows)}`,
  );
  return [head, ...blocks].join('\r\n');
}
