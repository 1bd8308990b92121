import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { cleanText, fitText } from './fit-text.ts';

/** One column of a table PDF. */
export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the page width in proportion to these weights. */
  weight: number;
  /** `right` for money and quantities. Defaults to `left`. */
  align?: 'left' | 'right';
}

/** What a table PDF shows, top to bottom. */
export interface TablePdfInput {
  /** The document title, under the company name (e.g. `Consultant order #12`). */
  title: string;
  /** Key/value lines under the title (e.g. `['Consultant', 'C0001 Thandi Nkosi']`). */
  meta?: Array<[string, string]>;
  columns: PdfColumn[];
  /** Cells as display strings, one array per row, in column order. */
  rows: string[][];
  /** Shown under the table when there are no rows. */
  emptyText?: string;
  /** Label/value lines under the table, right-aligned (e.g. `['VAT (15%)', 'R 15.00']`). */
  totals?: Array<[string, string]>;
  /** Free lines at the end (notes, signatures). */
  notes?: string[];
  /** Company name of the title block. Defaults to `Back Office`. */
  company?: string;
  /** The creation date written in the PDF's metadata (fixed in tests). */
  createdAt?: Date;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 40;
const FOOTER = 30;
const ROW_HEIGHT = 15;
const FONT_SIZE = 9;
const CELL_PADDING = 4;

export { formatRand } from './format-rand.ts';

const GREY = rgb(0.45, 0.45, 0.45);
const LIGHT = rgb(0.92, 0.92, 0.92);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  encodable: Set<number>;
}

/**
 * Renders a one-table document (A4 portrait): a title block (company, title, key/value lines),
 * a table whose header repeats on every page, right-aligned money columns, totals, notes and
 * `Page n of m` footers. Text uses the standard Helvetica fonts (WinAnsi): characters they
 * cannot encode are written as `?`. Returns the PDF bytes.
 *
 * @example
 * const pdf = await renderTablePdf({
 *   title: 'Consultant order #12',
 *   meta: [['Consultant', 'C0001 Thandi Nkosi']],
 *   columns: [{ header: 'Product', weight: 3 }, { header: 'Total', weight: 1, align: 'right' }],
 *   rows: [['Rooibos tea 100 g', formatRand(4500)]],
 *   totals: [['Total', formatRand(4500)]],
 * });
 */
export async function renderTablePdf(input: TablePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const company = input.company ?? 'Back Office';
  doc.setTitle(`${company} - ${input.title}`);
  doc.setProducer(company);
  doc.setCreator(company);
  const created = input.createdAt ?? new Date();
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, encodable: new Set(regular.getCharacterSet()) };

  const usable = PAGE_WIDTH - 2 * MARGIN;
  const weights = input.columns.reduce((sum, col) => sum + col.weight, 0) || 1;
  const widths = input.columns.map((col) => (usable * col.weight) / weights);

  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  const text = (p: PDFPage, s: string, x: number, yy: number, font: PDFFont, size: number) =>
    p.drawText(cleanText(s, fonts.encodable), { x, y: yy, font, size });

  // Title block.
  y -= 14;
  text(page, company, MARGIN, y, bold, 16);
  y -= 20;
  text(page, input.title, MARGIN, y, bold, 13);
  y -= 6;
  for (const [key, value] of input.meta ?? []) {
    y -= 13;
    text(page, `${key}:`, MARGIN, y, bold, FONT_SIZE);
    text(
      page,
      fitText(value, usable - 110, regular, FONT_SIZE, fonts.encodable),
      MARGIN + 110,
      y,
      regular,
      FONT_SIZE,
    );
  }
  y -= 18;

  const drawHeader = () => {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: usable, height: ROW_HEIGHT, color: LIGHT });
    drawRow(
      page,
      input.columns.map((col) => col.header),
      y,
      bold,
    );
    y -= ROW_HEIGHT;
  };
  const drawRow = (p: PDFPage, cells: string[], yy: number, font: PDFFont) => {
    let x = MARGIN;
    input.columns.forEach((col, i) => {
      const width = widths[i] ?? 0;
      const cell = fitText(
        cells[i] ?? '',
        width - 2 * CELL_PADDING,
        font,
        FONT_SIZE,
        fonts.encodable,
      );
      const cellWidth = font.widthOfTextAtSize(cell, FONT_SIZE);
      const cx = col.align === 'right' ? x + width - CELL_PADDING - cellWidth : x + CELL_PADDING;
      p.drawText(cell, { x: cx, y: yy, font, size: FONT_SIZE });
      x += width;
    });
  };
  const newPage = (withHeader: boolean) => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN - 10;
    text(page, `${input.title} (continued)`, MARGIN, y, bold, 10);
    y -= 20;
    if (withHeader) drawHeader();
  };
  const room = (needed: number) => y - needed >= MARGIN + FOOTER;

  drawHeader();
  if (input.rows.length === 0 && input.emptyText) {
    text(page, input.emptyText, MARGIN + CELL_PADDING, y, regular, FONT_SIZE);
    y -= ROW_HEIGHT;
  }
  for (const row of input.rows) {
    if (!room(ROW_HEIGHT)) newPage(true);
    drawRow(page, row, y, regular);
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: MARGIN + usable, y: y - 4 },
      thickness: 0.3,
      color: LIGHT,
    });
    y -= ROW_HEIGHT;
  }

  const totals = input.totals ?? [];
  if (totals.length > 0) {
    if (!room(8 + totals.length * ROW_HEIGHT)) newPage(false);
    y -= 8;
    totals.forEach(([label, value], i) => {
      const font = i === totals.length - 1 ? bold : regular;
      const v = cleanText(value, fonts.encodable);
      const l = cleanText(label, fonts.encodable);
      const right = MARGIN + usable - CELL_PADDING;
      page.drawText(v, {
        x: right - font.widthOfTextAtSize(v, FONT_SIZE),
        y,
        font,
        size: FONT_SIZE,
      });
      page.drawText(l, {
        x: right - 110 - font.widthOfTextAtSize(l, FONT_SIZE),
        y,
        font,
        size: FONT_SIZE,
      });
      y -= ROW_HEIGHT;
    });
  }
  for (const note of input.notes ?? []) {
    if (!room(ROW_HEIGHT)) newPage(false);
    y -= 4;
    text(
      page,
      fitText(note, usable, regular, FONT_SIZE, fonts.encodable),
      MARGIN,
      y,
      regular,
      FONT_SIZE,
    );
    y -= ROW_HEIGHT - 4;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(label, 8);
    p.drawText(label, {
      x: PAGE_WIDTH - MARGIN - width,
      y: MARGIN - 10,
      font: regular,
      size: 8,
      color: GREY,
    });
    p.drawText(cleanText(`${company} - ${input.title}`, fonts.encodable), {
      x: MARGIN,
      y: MARGIN - 10,
      font: regular,
      size: 8,
      color: GREY,
    });
  });
  return doc.save({ useObjectStreams: false });
}
