import type { DemoCatalogueProduct } from '../seed/demo-templates.ts';

/** A South African EAN-13 (prefix 600, company 765) with its check digit. */
function ean(n: number): string {
  const base = `600765${String(n).padStart(6, '0')}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

type Line = [
  code: number,
  description: string,
  category: string,
  rand: number,
  unit: string,
  stock: number,
];

const toProduct = ([
  code,
  description,
  category,
  rand,
  unit,
  stock,
]: Line): DemoCatalogueProduct => ({
  product_code: `SKU-${code}`,
  description,
  category,
  unit_price_cents: Math.round(rand * 100),
  unit,
  barcode: ean(code),
  stock_quantity: stock,
});

/** 48 more catalogue lines (skin care, fragrance, wellness, home care) for the demo upload. */
export const DEMO_EXTRA_PRODUCTS: readonly DemoCatalogueProduct[] = (
  [
    [1150, 'Rooibos Gentle Cleanser 200 ml', 'Skin care', 119, 'each', 180],
    [1151, 'Rooibos Hydrating Toner 200 ml', 'Skin care', 109, 'each', 150],
    [1152, 'Marula Age-Defy Night Cream 50 ml', 'Skin care', 289, 'each', 72],
    [1153, 'Kalahari Melon Eye Gel 15 ml', 'Skin care', 179, 'each', 60],
    [1154, 'Aloe & Cucumber Sheet Mask', 'Skin care', 39.95, 'each', 500],
    [1155, 'Baobab Exfoliating Face Scrub 100 ml', 'Skin care', 139, 'each', 94],
    [1156, 'Spekboom Mineral Sunscreen SPF 50 100 ml', 'Sun care', 229, 'each', 120],
    [1157, 'Aloe Ferox After-Sun Lotion 200 ml', 'Sun care', 119.5, 'each', 85],
    [1158, 'Honeybush Tinted Lip Oil 8 ml', 'Lip care', 89, 'each', 210],
    [1159, 'Shea & Cocoa Body Butter 250 ml', 'Body care', 159, 'each', 130],
    [1160, 'Buchu Firming Body Oil 100 ml', 'Body care', 199, 'each', 66],
    [1161, 'Rooibos Roll-On Deodorant 50 ml', 'Body care', 49.95, 'each', 420],
    [1170, 'Fynbos Eau de Parfum 50 ml', 'Fragrance', 459, 'each', 40],
    [1171, 'Protea Bloom Eau de Toilette 100 ml', 'Fragrance', 399, 'each', 36],
    [1172, 'Table Mountain Mist Body Spray 150 ml', 'Fragrance', 89.9, 'each', 260],
    [1173, 'Karoo Cedar Cologne for Men 100 ml', 'Fragrance', 429, 'each', 28],
    [1174, 'Jasmine & Neroli Roll-On Perfume 10 ml', 'Fragrance', 149, 'each', 90],
    [1175, 'Wild Dagga Reed Diffuser 200 ml', 'Fragrance', 249, 'each', 45],
    [1176, 'Cape Vanilla Eau de Parfum Gift Set', 'Gift sets', 599, 'set', 18],
    [1177, 'Amber & Oud Eau de Parfum 30 ml', 'Fragrance', 329, 'each', 34],
    [1180, 'Moringa Leaf Capsules (60)', 'Wellness', 189, 'bottle', 110],
    [1181, 'Rooibos Antioxidant Tea (40 bags)', 'Wellness', 59.95, 'box', 300],
    [1182, 'Buchu Herbal Infusion (20 bags)', 'Wellness', 69.5, 'box', 140],
    [1183, 'Sceletium Calm Capsules (30)', 'Wellness', 249, 'bottle', 54],
    [1184, 'African Potato Immune Support (60)', 'Wellness', 219, 'bottle', 62],
    [1185, "Devil's Claw Joint Gel 100 ml", 'Wellness', 129, 'each', 88],
    [1186, 'Vitamin C + Zinc Effervescent (20)', 'Wellness', 79.9, 'tube', 230],
    [1187, 'Collagen & Baobab Powder 300 g', 'Wellness', 399, 'tub', 40],
    [1188, 'Protein Shake Vanilla 1 kg', 'Wellness', 449, 'tub', 25],
    [1189, 'Omega-3 Fish Oil Softgels (90)', 'Wellness', 269, 'bottle', 70],
    [1190, 'Magnesium Sleep Spray 100 ml', 'Wellness', 159, 'each', 48],
    [1191, 'Hoodia Appetite Balance (60)', 'Wellness', 299, 'bottle', 30],
    [1200, 'Lemon Verbena Dishwashing Liquid 750 ml', 'Home care', 54.95, 'bottle', 240],
    [1201, 'Eucalyptus Multi-Surface Cleaner 1 l', 'Home care', 79, 'bottle', 180],
    [1202, 'Fynbos Fabric Softener 2 l', 'Home care', 89.5, 'bottle', 150],
    [1203, 'Concentrated Laundry Liquid 2 l', 'Home care', 149, 'bottle', 120],
    [1204, 'Citrus Oven & Braai Cleaner 500 ml', 'Home care', 69.95, 'each', 95],
    [1205, 'Tea Tree Bathroom Spray 750 ml', 'Home care', 64.5, 'each', 130],
    [1206, 'Lavender Floor Cleaner 1.5 l', 'Home care', 74.95, 'bottle', 110],
    [1207, 'Enzyme Stain Remover 500 ml', 'Home care', 84, 'each', 76],
    [1208, 'Rooibos Hand Wash Refill 1 l', 'Home care', 99, 'bottle', 160],
    [1209, 'Microfibre Cleaning Cloths (pack of 6)', 'Home care', 119, 'pack', 84],
    [1210, 'Bamboo Dish Brush', 'Home care', 39.9, 'each', 200],
    [1211, 'Glass & Window Cleaner 750 ml', 'Home care', 49.95, 'each', 140],
    [1220, 'Marula Shampoo 300 ml', 'Hair care', 99, 'each', 170],
    [1221, 'Marula Conditioner 300 ml', 'Hair care', 99, 'each', 160],
    [1222, 'Baobab Curl Defining Cream 250 ml', 'Hair care', 139, 'each', 82],
    [1230, "Moringa Men's Shave Gel 200 ml", "Men's care", 89, 'each', 105],
  ] as Line[]
).map(toProduct);

/** The Winter wellness promotion list: an older, smaller upload (codes SKU-3xxx). */
export const DEMO_PROMO_PRODUCTS: readonly DemoCatalogueProduct[] = (
  [
    [3001, 'Winter Wellness Hamper (tea, capsules, balm)', 'Gift sets', 499, 'set', 24],
    [3002, 'Ginger & Lemon Immune Tea (20 bags)', 'Wellness', 54.95, 'box', 180],
    [3003, 'Eucalyptus Chest Rub 50 g', 'Wellness', 69, 'each', 140],
    [3004, 'Honey & Buchu Throat Lozenges (24)', 'Wellness', 42.5, 'box', 260],
    [3005, 'Shea Intensive Hand Balm 75 ml', 'Hand care', 79, 'each', 120],
    [3006, 'Rooibos Hot Chocolate 500 g', 'Wellness', 89.9, 'tub', 75],
    [3007, 'Winter Spice Scented Candle', 'Home care', 129, 'each', 60],
    [3008, 'Fleece-Lined Spa Socks', 'Gift sets', 99, 'pair', 90],
  ] as Line[]
).map(toProduct);
