import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/helpers/refusal.ts';
import { ReadBudget } from './limits.ts';
import { assertXlsxDirectory } from './xlsx-directory.ts';
import { readXlsxSheets } from './xlsx-read.ts';
import { writeZip, type ZipPart } from './zip-writer.ts';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const part = (name: string, text: string, declared?: number): ZipPart => {
  const raw = Buffer.from(text, 'utf8');
  return {
    name,
    method: 8,
    crc32: crc32(raw),
    data: deflateRawSync(raw),
    size: declared ?? raw.byteLength,
  };
};

/** An .xlsx of the given parts; sheets are listed in workbook.xml in the order given. */
function xlsx(options: {
  sheets: { name: string; target: string; xml: string; type?: string }[];
  strings?: string;
  styles?: string;
  workbookPr?: string;
  declared?: number;
}): Uint8Array {
  const sheets = options.sheets
    .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const rels = options.sheets
    .map(
      (s, i) =>
        `<Relationship Id="rId${i + 1}" Type="${REL}/${s.type ?? 'worksheet'}" Target="${s.target}"/>`,
    )
    .join('');
  const path = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  // The worksheets first and workbook.xml last: the reader does not depend on the zip's order.
  const parts = [
    ...options.sheets.map((s) => part(path(s.target), s.xml, options.declared)),
    ...(options.strings ? [part('xl/sharedStrings.xml', options.strings)] : []),
    ...(options.styles ? [part('xl/styles.xml', options.styles)] : []),
    part('xl/_rels/workbook.xml.rels', `<Relationships>${rels}</Relationships>`),
    part(
      'xl/workbook.xml',
      `<workbook ${NS} xmlns:r="${REL}">${options.workbookPr ?? ''}<sheets>${sheets}</sheets></workbook>`,
    ),
  ];
  return new Uint8Array(writeZip(parts));
}

const sheet = (rows: string) => `<worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`;
const read = (bytes: Uint8Array) => readXlsxSheets(bytes, new ReadBudget(), { every: 1000 });

describe('readXlsxSheets', () => {
  it('reads strings, numbers, booleans, errors, formula results and dates as exceljs did', async () => {
    const strings = `<sst ${NS}><si><t>Rooibos &amp; Honey</t></si><si><r><t>Day </t></r><r><rPr><b/></rPr><t xml:space="preserve">Cream</t></r><rPh sb="0" eb="1"><t>guide</t></rPh></si><si><t/></si></sst>`;
    const styles = `<styleSheet ${NS}><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;R&quot;#,##0.00"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>`;
    const rows =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="inlineStr"><is><t>in &lt;line&gt;</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>129.5</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" t="e"><v>#N/A</v></c><c r="D2" t="str"><f>A1&amp;"x"</f><v>a &amp; b</v></c><c r="E2"><f>1/0</f></c></row>' +
      '<row r="4"><c r="A4" s="1"><v>46083</v></c><c r="B4" s="2"><v>46083.5</v></c><c r="C4" s="3"><v>46083</v></c><c r="D4" s="1"/><c r="H4" s="2"/></row>';
    const [data] = await read(
      xlsx({
        sheets: [{ name: 'Stock', target: 'worksheets/sheet1.xml', xml: sheet(rows) }],
        strings,
        styles,
      }),
    );
    expect(data?.name).toBe('Stock');
    expect(data?.rows).toEqual([
      ['Rooibos & Honey', 'Day Cream', null, 'in <line>'],
      [129.5, true, '#N/A', 'a & b', null],
      [],
      ['2026-03-02', '2026-03-02T12:00:00.000Z', 46083],
    ]);
  });

  it('counts dates from 1904 when the workbook says so, and cells without a reference in turn', async () => {
    const styles = `<styleSheet ${NS}><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const rows =
      '<row><c s="1"><v>44621</v></c><c t="inlineStr"><is><t>next</t></is></c></row><row/>';
    const [data] = await read(
      xlsx({
        sheets: [{ name: 'S', target: 'worksheets/sheet1.xml', xml: sheet(rows) }],
        styles,
        workbookPr: '<workbookPr date1904="1"/>',
      }),
    );
    expect(data?.rows).toEqual([['2026-03-02', 'next'], []]);
  });

  it('names sheets from workbook.xml in tab order, follows absolute targets and skips chart sheets', async () => {
    const one = (text: string) =>
      sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`);
    const book = await read(
      xlsx({
        sheets: [
          { name: 'Notes &amp; more', target: 'worksheets/sheet2.xml', xml: one('second file') },
          {
            name: 'Chart',
            target: 'chartsheets/sheet1.xml',
            xml: '<chartsheet/>',
            type: 'chartsheet',
          },
          { name: 'Stock', target: '/xl/worksheets/sheet1.xml', xml: one('first file') },
        ],
      }),
    );
    expect(book.map((s) => [s.name, s.rows])).toEqual([
      ['Notes & more', [['second file']]],
      ['Stock', [['first file']]],
    ]);
  });

  it('reads rows and characters that span the chunks the part unpacks in', async () => {
    const text = (r: number) => `Crème brûlée № ${r} — 🍮`;
    let rows = '';
    for (let r = 1; r <= 3000; r++) {
      rows += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text(r)}</t></is></c><c r="B${r}"><v>${r}</v></c></row>`;
    }
    const [data] = await read(
      xlsx({ sheets: [{ name: 'S', target: 'worksheets/sheet1.xml', xml: sheet(rows) }] }),
    );
    expect(data?.rows).toHaveLength(3000);
    expect(data?.rows.every((cells, i) => cells[0] === text(i + 1) && cells[1] === i + 1)).toBe(
      true,
    );
  });

  it('reads one row that spans hundreds of chunks', async () => {
    const long = 'é'.repeat(20_000);
    let cells = '';
    for (let c = 1; c <= 200; c++) cells += `<c t="inlineStr"><is><t>${long}</t></is></c>`;
    const [data] = await read(
      xlsx({
        sheets: [
          {
            name: 'S',
            target: 'worksheets/sheet1.xml',
            xml: sheet(`<row r="1">${cells}</row><row r="2"/>`),
          },
        ],
      }),
    );
    expect(data?.rows).toHaveLength(2);
    expect(data?.rows[0]).toHaveLength(200);
    expect(data?.rows[0]?.every((cell) => cell === long)).toBe(true);
  });

  it('refuses a part that unpacks to more than its zip directory declares (413, nothing read)', async () => {
    const rows = '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(50);
    const lying = xlsx({
      sheets: [{ name: 'S', target: 'worksheets/sheet1.xml', xml: sheet(rows) }],
      declared: 100,
    });
    expect(await refusal(() => read(lying))).toEqual({
      status: 413,
      detail:
        'The spreadsheet is too large: xl/worksheets/sheet1.xml unpacks to more than the size its zip directory declares',
    });
  });
});

describe('assertXlsxDirectory', () => {
  it('refuses, from the directory alone, a part declared to unpack 100 times its packed size', async () => {
    const packed = xlsx({
      sheets: [
        { name: 'S', target: 'worksheets/sheet1.xml', xml: sheet('<row r="1"/>'.repeat(20_000)) },
      ],
    });
    expect(await refusal(() => assertXlsxDirectory(packed))).toEqual({
      status: 413,
      detail:
        'The spreadsheet is too large: xl/worksheets/sheet1.xml unpacks to more than 100 times its packed size',
    });
    const small = xlsx({
      sheets: [
        { name: 'S', target: 'worksheets/sheet1.xml', xml: sheet('<row r="1"/>'.repeat(100)) },
      ],
    });
    expect(() => assertXlsxDirectory(small)).not.toThrow();
    expect((await refusal(() => assertXlsxDirectory(new Uint8Array([1, 2, 3, 4])))).status).toBe(
      400,
    );
  });
});
