import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';
import { formatRand, renderTablePdf } from './table-pdf.ts';

describe('renderTablePdf', () => {
  it('writes the title block, the table, totals and page numbers on one page', async () => {
    const bytes = await renderTablePdf({
      title: 'Consultant order #12',
      meta: [
        ['Consultant', 'C0001 Thandi Nkosi'],
        ['Period', 'November 2026'],
      ],
      columns: [
        { header: 'Product', weight: 3 },
        { header: 'Qty', weight: 1, align: 'right' },
        { header: 'Total', weight: 1, align: 'right' },
      ],
      rows: [['Rooibos tea 100 g', '2', formatRand(9000)]],
      totals: [
        ['Subtotal', formatRand(9000)],
        ['VAT (15%)', formatRand(1350)],
        ['Total', formatRand(10350)],
      ],
      notes: ['Thank you, Zoë'],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Back Office - Consultant order #12');
    const [page] = await pdfText(bytes);
    expect(page).toEqual(
      expect.arrayContaining([
        'Back Office',
        'Consultant order #12',
        'Consultant:',
        'C0001 Thandi Nkosi',
        'Product',
        'Qty',
        'Rooibos tea 100 g',
        'R 90,00',
        'VAT (15%)',
        'R 103,50',
        'Thank you, Zoë',
        'Page 1 of 1',
      ]),
    );
  });

  it('paginates long tables with the header on every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Item ${i + 1}`, formatRand(i * 123_456)]);
    const bytes = await renderTablePdf({
      title: 'Combined order #3',
      columns: [
        { header: 'Description', weight: 4 },
        { header: 'Amount', weight: 1, align: 'right' },
      ],
      rows,
      totals: [['Total', formatRand(1)]],
    });
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((lines, i) => {
      expect(lines).toContain('Description');
      expect(lines).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages[1]).toContain('Combined order #3 (continued)');
    expect(pages.flat()).toContain('Item 120');
    expect(pages.at(-1)).toContain('R 0,01');
  });

  it('wraps a long cell onto more lines (whole, not cut) and grows its row', async () => {
    const email = 'nomvula.khumalo-dlamini.accounts@example.co.za';
    const bytes = await renderTablePdf({
      title: 'Wrapped',
      orientation: 'landscape',
      columns: [
        { header: 'Email', weight: 1 },
        { header: 'Notes', weight: 3 },
      ],
      rows: [
        [email, 'Prefers deliveries on Tuesday mornings before ten'],
        ['next', 'row'],
      ],
    });
    const [page = []] = await pdfText(bytes);
    // The email's lines, in order: more than one, and together the whole address.
    const pieces = page.filter((line) => line.length > 3 && email.includes(line));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(email);
    expect(page.join(' ')).not.toContain('...');
    const [first] = (await PDFDocument.load(bytes)).getPages();
    expect(first?.getWidth()).toBeGreaterThan(first?.getHeight() ?? Infinity);
  });

  it('replaces characters the standard fonts cannot encode and shortens long cells', async () => {
    const bytes = await renderTablePdf({
      title: 'Odd text ✓',
      columns: [{ header: 'Name', weight: 1 }],
      rows: [['x'.repeat(500)], ['emoji 🙂']],
      emptyText: 'No items',
    });
    const [page = []] = await pdfText(bytes);
    expect(page).toContain('Odd text ?');
    expect(page).toContain('emoji ?');
    expect(page.some((l) => l.startsWith('xxx') && l.endsWith('...'))).toBe(true);
  });

  it('shows the empty text when there are no rows', async () => {
    const bytes = await renderTablePdf({
      title: 'Empty',
      columns: [{ header: 'Name', weight: 1 }],
      rows: [],
      emptyText: 'No items',
    });
    expect((await pdfText(bytes))[0]).toContain('No items');
  });
});

describe('formatRand', () => {
  it('groups thousands with spaces and keeps cents', () => {
    expect(formatRand(0)).toBe('R 0,00');
    expect(formatRand(5)).toBe('R 0,05');
    expect(formatRand(123_456_789)).toBe('R 1 234 567,89');
    expect(formatRand(-1250)).toBe('-R 12,50');
  });
});
