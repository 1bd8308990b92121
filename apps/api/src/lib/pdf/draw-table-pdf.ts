import {
  beginText,
  endText,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { cleanText, type FittedLine, fitText, wrapText } from './fit-text.ts';

/** One column of a table PDF. */
export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the page width in proportion to these weights. */
  weight: number;
  /** `right` for money and quantities. Defaults to `left`. */
  align?: 'left' | 'right';
  /** An empty square to tick by hand on each plain row (a pick list); the cell's text is ignored. */
  tickBox?: boolean;
}

/**
 * A row of a table PDF: its cells as display strings in column order; or `{ heading }`, a bold
 * line across the table on a grey band (a group's title); or `{ total }`, bold cells without
 * tick boxes (a group's total).
 */
export type PdfRow = string[] | { heading: string } | { total: string[] };

/** What a table PDF shows, top to bottom. */
export interface TablePdfInput {
  /** The document title, under the company name (e.g. `Consultant order #12`). */
  title: string;
  /** Key/value lines under the title (e.g. `['Consultant', 'C0001 Thandi Nkosi']`). */
  meta?: Array<[string, string]>;
  columns: PdfColumn[];
  /** The rows, top to bottom (see {@link PdfRow}). */
  rows: PdfRow[];
  /** Shown under the table when there are no rows. */
  emptyText?: string;
  /** Label/value lines under the table, right-aligned (e.g. `['VAT (15%)', 'R 15,00']`). */
  totals?: Array<[string, string]>;
  /** Free lines at the end (notes, signatures). */
  notes?: string[];
  /** Company name of the title block. Defaults to `Back Office`. */
  company?: string;
  /** A logo at the top right of the first page (a PNG or JPEG checked when it was stored). */
  logo?: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' };
  /**
   * Blocks side by side under the title, before the key/value lines (e.g. the supplier and the
   * recipient of an invoice): a bold heading, then its lines.
   */
  parties?: Array<{ heading: string; lines: string[] }>;
  /** The creation date written in the PDF's metadata (fixed in tests). */
  createdAt?: Date;
  /** `landscape` for wide tables (many columns). Defaults to `portrait`. */
  orientation?: 'portrait' | 'landscape';
}

const [A4_SHORT, A4_LONG] = PageSizes.A4;
const MARGIN = 40;
const FOOTER = 30;
const ROW_HEIGHT = 15;
const FONT_SIZE = 9;
const CELL_PADDING = 4;
/** A cell wraps onto at most this many lines (each LINE_HEIGHT below the last), then `...`. */
const MAX_CELL_LINES = 4;
const LINE_HEIGHT = 11;
/** The side of a tick box, in points. */
const TICK_BOX = 8;
/** The largest a logo is drawn, in points (its proportions kept, never enlarged). */
const LOGO_WIDTH = 140;
const LOGO_HEIGHT = 56;

const GREY = rgb(0.45, 0.45, 0.45);
const LIGHT = rgb(0.92, 0.92, 0.92);
const BLACK = rgb(0, 0, 0);
/** Fitted cells kept per column and font (repeated values: provinces, statuses, cities). */
const WIDTH_CACHE_LIMIT = 2000;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  encodable: Set<number>;
}

/**
 * Renders a one-table document (A4, portrait or landscape): a title block (company, title, key/value lines),
 * a table whose header repeats on every page, cells that wrap onto more lines rather than being
 * cut (up to four lines), right-aligned money columns, totals, notes and
 * `Page n of m` footers. Text uses the standard Helvetica fonts (WinAnsi): characters they
 * cannot encode are written as `?`. Returns the PDF bytes.
 *
 * @example
 * const pdf = await drawTablePdf({
 *   title: 'Consultant order #12',
 *   meta: [['Consultant', 'C0001 Thandi Nkosi']],
 *   columns: [{ header: 'Product', weight: 3 }, { header: 'Total', weight: 1, align: 'right' }],
 *   rows: [['Rooibos tea 100 g', formatRand(4500)]],
 *   totals: [['Total', formatRand(4500)]],
 * });
 */
export async function drawTablePdf(input: TablePdfInput): Promise<Uint8Array> {
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

  const landscape = input.orientation === 'landscape';
  const pageWidth = landscape ? A4_LONG : A4_SHORT;
  const pageHeight = landscape ? A4_SHORT : A4_LONG;
  const usable = pageWidth - 2 * MARGIN;
  const weights = input.columns.reduce((sum, col) => sum + col.weight, 0) || 1;
  const widths = input.columns.map((col) => (usable * col.weight) / weights);

  // pdf-lib's `drawText({ font })` registers the font in the page's resources again on every
  // call (a new dictionary entry each time): the font is set on the page only when it changes.
  const pageFont = new WeakMap<PDFPage, PDFFont>();
  const useFont = (p: PDFPage, font: PDFFont) => {
    if (pageFont.get(p) === font) return;
    p.setFont(font);
    pageFont.set(p, font);
  };
  const addPage = () => {
    const p = doc.addPage([pageWidth, pageHeight]);
    p.setFontSize(FONT_SIZE);
    return p;
  };

  let page = addPage();
  let y = pageHeight - MARGIN;
  const text = (p: PDFPage, s: string, x: number, yy: number, font: PDFFont, size: number) => {
    useFont(p, font);
    p.drawText(cleanText(s, fonts.encodable), { x, y: yy, size });
  };

  // Title block.
  if (input.logo) {
    const image =
      input.logo.type === 'image/png'
        ? await doc.embedPng(input.logo.bytes)
        : await doc.embedJpg(input.logo.bytes);
    const scale = Math.min(LOGO_WIDTH / image.width, LOGO_HEIGHT / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: pageWidth - MARGIN - width,
      y: pageHeight - MARGIN - height,
      width,
      height,
    });
  }
  y -= 14;
  text(page, company, MARGIN, y, bold, 16);
  y -= 20;
  text(page, input.title, MARGIN, y, bold, 13);
  y -= 6;
  const parties = input.parties ?? [];
  if (parties.length > 0) {
    const columnWidth = usable / parties.length;
    let lowest = y;
    parties.forEach((party, n) => {
      const x = MARGIN + n * columnWidth;
      let py = y - 16;
      text(page, party.heading, x, py, bold, FONT_SIZE + 1);
      for (const line of party.lines) {
        py -= 12;
        text(
          page,
          fitText(line, columnWidth - 10, regular, FONT_SIZE, fonts.encodable),
          x,
          py,
          regular,
          FONT_SIZE,
        );
      }
      lowest = Math.min(lowest, py);
    });
    y = lowest - 8;
  }
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
    const cells = input.columns.map((col, i) => fitCell(col.header, i, bold));
    const height = rowHeight(cells);
    page.drawRectangle({
      x: MARGIN,
      y: y - 4 - (height - ROW_HEIGHT),
      width: usable,
      height,
      color: LIGHT,
    });
    drawRow(page, cells, y, bold);
    y -= height;
  };
  // Wrapped lines of a cell, per font and column, for values that repeat.
  const fitted = new Map<PDFFont, Map<string, FittedLine[]>[]>();
  const fitCell = (value: string, i: number, font: PDFFont): FittedLine[] => {
    let perColumn = fitted.get(font);
    if (!perColumn) {
      perColumn = input.columns.map(() => new Map());
      fitted.set(font, perColumn);
    }
    const cache = perColumn[i];
    const hit = cache?.get(value);
    if (hit) return hit;
    const lines = wrapText(
      value,
      (widths[i] ?? 0) - 2 * CELL_PADDING,
      font,
      FONT_SIZE,
      fonts.encodable,
      MAX_CELL_LINES,
    );
    if (cache && cache.size < WIDTH_CACHE_LIMIT) cache.set(value, lines);
    return lines;
  };
  const fitRow = (cells: string[], font: PDFFont) =>
    input.columns.map((col, i) => fitCell(col.tickBox ? '' : (cells[i] ?? ''), i, font));
  const rowHeight = (cells: FittedLine[][]) =>
    ROW_HEIGHT + (Math.max(1, ...cells.map((lines) => lines.length)) - 1) * LINE_HEIGHT;
  // A row is one text object (what `drawText` writes per cell, less the per-cell graphics state,
  // colour and font operators): about a third of the operators pdf-lib keeps until `save`.
  const rowFontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
  const rowFontKey = (p: PDFPage, font: PDFFont) => {
    let keys = rowFontKeys.get(p);
    if (!keys) {
      keys = new Map();
      rowFontKeys.set(p, keys);
    }
    let key = keys.get(font);
    if (!key) {
      key = p.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
  };
  const drawRow = (p: PDFPage, cells: FittedLine[][], yy: number, font: PDFFont) => {
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      beginText(),
      setFillingColor(BLACK),
      setFontAndSize(rowFontKey(p, font), FONT_SIZE),
    ];
    let x = MARGIN;
    input.columns.forEach((col, i) => {
      const width = widths[i] ?? 0;
      (cells[i] ?? []).forEach((line, n) => {
        const cx = col.align === 'right' ? x + width - CELL_PADDING - line.width : x + CELL_PADDING;
        ops.push(
          setTextMatrix(1, 0, 0, 1, cx, yy - n * LINE_HEIGHT),
          showText(font.encodeText(line.text)),
        );
      });
      x += width;
    });
    ops.push(endText(), popGraphicsState());
    p.pushOperators(...ops);
  };
  const drawTickBoxes = (p: PDFPage, yy: number) => {
    let x = MARGIN;
    input.columns.forEach((col, i) => {
      if (col.tickBox) {
        p.drawRectangle({
          x: x + CELL_PADDING,
          y: yy - 2,
          width: TICK_BOX,
          height: TICK_BOX,
          borderColor: BLACK,
          borderWidth: 0.8,
        });
      }
      x += widths[i] ?? 0;
    });
  };
  const newPage = (withHeader: boolean) => {
    page = addPage();
    y = pageHeight - MARGIN - 10;
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
    if (!Array.isArray(row) && 'heading' in row) {
      if (!room(ROW_HEIGHT * 3)) newPage(true);
      y -= 4;
      page.drawRectangle({ x: MARGIN, y: y - 4, width: usable, height: ROW_HEIGHT, color: LIGHT });
      const heading = fitText(
        row.heading,
        usable - 2 * CELL_PADDING,
        bold,
        FONT_SIZE,
        fonts.encodable,
      );
      text(page, heading, MARGIN + CELL_PADDING, y, bold, FONT_SIZE);
      y -= ROW_HEIGHT;
      continue;
    }
    const plain = Array.isArray(row);
    const font = plain ? regular : bold;
    const cells = fitRow(plain ? row : row.total, font);
    const height = rowHeight(cells);
    if (!room(height)) newPage(true);
    drawRow(page, cells, y, font);
    if (plain) drawTickBoxes(page, y);
    const below = y - 4 - (height - ROW_HEIGHT);
    page.drawLine({
      start: { x: MARGIN, y: below },
      end: { x: MARGIN + usable, y: below },
      thickness: 0.3,
      color: LIGHT,
    });
    y -= height;
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
      useFont(page, font);
      page.drawText(v, { x: right - font.widthOfTextAtSize(v, FONT_SIZE), y });
      page.drawText(l, { x: right - 110 - font.widthOfTextAtSize(l, FONT_SIZE), y });
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
    useFont(p, regular);
    p.drawText(label, { x: pageWidth - MARGIN - width, y: MARGIN - 10, size: 8, color: GREY });
    p.drawText(cleanText(`${company} - ${input.title}`, fonts.encodable), {
      x: MARGIN,
      y: MARGIN - 10,
      size: 8,
      color: GREY,
    });
  });
  return doc.save({ useObjectStreams: false });
}
