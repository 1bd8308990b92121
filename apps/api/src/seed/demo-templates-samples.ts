/** The demo templates' sample spreadsheets (real xlsx files) and the catalogue they hold. */
import ExcelJS from 'exceljs';

/** One product of the demo catalogue (the Midrand stock sample), prices in cents, VAT exclusive. */
export interface DemoCatalogueProduct {
  product_code: string;
  description: string;
  category: string;
  unit_price_cents: number;
  unit: string;
  barcode: string;
  stock_quantity: number;
}

/** A South African EAN-13 (prefix 600) with its check digit. */
function ean(n: number): string {
  const base = `600123${String(n).padStart(6, '0')}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const item = (
  code: number,
  description: string,
  category: string,
  rand: number,
  unit: string,
  stock: number,
): DemoCatalogueProduct => ({
  product_code: `SKU-${code}`,
  description,
  category,
  unit_price_cents: Math.round(rand * 100),
  unit,
  barcode: ean(code),
  stock_quantity: stock,
});

/** The demo catalogue: the rows of the first product template's sample file. */
export const DEMO_CATALOGUE: readonly DemoCatalogueProduct[] = [
  item(1042, 'Rooibos & Honey Body Lotion 400 ml', 'Body care', 129.5, 'each', 240),
  item(1043, 'Marula Oil Hand Cream 75 ml', 'Hand care', 64.95, 'each', 310),
  item(1051, 'Buchu & Mint Foot Balm 100 ml', 'Foot care', 89, 'each', 126),
  item(1060, 'Baobab Nourishing Hair Oil 50 ml', 'Hair care', 149, 'each', 88),
  item(1072, 'Kalahari Melon Face Serum 30 ml', 'Skin care', 249, 'each', 64),
  item(1080, 'Aloe Ferox Soothing Gel 200 ml', 'Skin care', 79.9, 'each', 402),
  item(1091, 'Fynbos Shower Gel 500 ml', 'Bath & shower', 99.95, 'each', 275),
  item(1104, 'Honeybush Lip Balm 10 g', 'Lip care', 34.5, 'each', 620),
  item(1112, 'Spekboom Day Cream SPF 30 50 ml', 'Skin care', 199, 'each', 140),
  item(1125, 'Cape Lavender Bath Salts 1 kg', 'Bath & shower', 119, 'bag', 95),
  item(1133, "Moringa Men's Face Wash 150 ml", "Men's care", 109, 'each', 110),
  item(1140, 'Rooibos Gift Set (lotion, hand cream, lip balm)', 'Gift sets', 349, 'set', 48),
];

async function xlsx(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Back Office demo';
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The Midrand warehouse stock export: sheet `Stock` (header on row 1) and a `Notes` sheet. */
export function midrandStockSample(): Promise<Uint8Array> {
  return xlsx((wb) => {
    const ws = wb.addWorksheet('Stock');
    ws.addRow([
      'Item Code',
      'Item Description',
      'Category',
      'Unit Price (excl VAT)',
      'UOM',
      'EAN',
      'Qty On Hand',
      'Bin',
    ]);
    DEMO_CATALOGUE.forEach((p, i) => {
      ws.addRow([
        p.product_code,
        p.description,
        p.category,
        p.unit_price_cents / 100,
        p.unit,
        p.barcode,
        p.stock_quantity,
        `M-${String.fromCharCode(65 + (i % 4))}${10 + i}`,
      ]);
    });
    wb.addWorksheet('Notes').addRow(['Exported from the Midrand warehouse system every Friday.']);
  });
}

/** A Durban supplier's price list: title rows above the header (row 3), prices as text. */
export function durbanPriceListSample(): Promise<Uint8Array> {
  return xlsx((wb) => {
    const ws = wb.addWorksheet('Price list');
    ws.addRow(['KwaZulu Naturals (Pty) Ltd, Umhlanga: trade price list']);
    ws.addRow([]);
    ws.addRow(['SKU', 'Product Name', 'Range', 'Price (R)', 'Pack Size', 'Barcode']);
    ws.addRow(['KZN-2001', 'Sugarcane Body Scrub 250 g', 'Body care', 'R 94,50', 'tub', ean(2001)]);
    ws.addRow([
      'KZN-2002',
      'Amatungulu Face Mist 100 ml',
      'Skin care',
      'R 72,00',
      'each',
      ean(2002),
    ]);
    ws.addRow(['KZN-2003', 'Impepho Scented Candle', 'Home', 'R 115,00', 'each', ean(2003)]);
    ws.addRow(['KZN-2004', 'Zulu Beadwork Gift Box', 'Gift sets', 'POA', 'box', ean(2004)]);
    ws.addRow([
      'KZN-2005',
      'Coastal Aloe After-Sun 200 ml',
      'Sun care',
      'R 89,95',
      'each',
      ean(2005),
    ]);
  });
}

/** Polokwane Distributors' weekly order sheet: title rows, header on row 4. */
export function polokwaneOrderSample(): Promise<Uint8Array> {
  return xlsx((wb) => {
    const ws = wb.addWorksheet('Order');
    ws.addRow(['Polokwane Distributors (Pty) Ltd: weekly order']);
    ws.addRow(['Account', 'PD-0457']);
    ws.addRow([]);
    ws.addRow(['PO Number', 'Stock Code', 'Product', 'Qty Ordered', 'Price', 'Branch']);
    const lines: [string, number, string][] = [
      ['SKU-1042', 48, 'Polokwane'],
      ['SKU-1043', 24, 'Tzaneen'],
      ['SKU-1080', 36, 'Polokwane'],
      ['SKU-1104', 120, 'Mokopane'],
    ];
    for (const [code, qty, branch] of lines) {
      const p = DEMO_CATALOGUE.find((x) => x.product_code === code);
      ws.addRow([
        'PO-88213',
        code,
        p?.description ?? '',
        qty,
        (p?.unit_price_cents ?? 0) / 100,
        branch,
      ]);
    }
    ws.addRow(['PO-88213', 'SKU-1091', 'Fynbos Shower Gel 500 ml', 'two dozen', 99.95, 'Tzaneen']);
  });
}
