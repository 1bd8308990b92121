import type { Queryable } from '../db/db.ts';
import { insertTemplate, prepareTemplate } from '../templates/create-template.ts';
import { DISTRIBUTOR_KIND, type KindSpec, PRODUCT_KIND } from '../templates/kinds.ts';
import {
  durbanPriceListSample,
  midrandStockSample,
  polokwaneOrderSample,
} from './demo-templates-samples.ts';

export {
  DEMO_CATALOGUE,
  type DemoCatalogueProduct,
  durbanPriceListSample,
  midrandStockSample,
  polokwaneOrderSample,
} from './demo-templates-samples.ts';

interface DemoTemplate {
  spec: KindSpec;
  fileName: string;
  sample: () => Promise<Uint8Array>;
  template_name: string;
  description: string;
  authorEmail: string;
}

const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    spec: PRODUCT_KIND,
    fileName: 'midrand_stock_sample.xlsx',
    sample: midrandStockSample,
    template_name: 'Midrand warehouse stock list',
    description: 'Weekly stock export from the Midrand warehouse system.',
    authorEmail: 'warehouse@example.com',
  },
  {
    spec: PRODUCT_KIND,
    fileName: 'kzn_naturals_price_list.xlsx',
    sample: durbanPriceListSample,
    template_name: 'KwaZulu Naturals price list',
    description: 'Trade price list from our Umhlanga supplier (title rows, prices as text).',
    authorEmail: 'supervisor@example.com',
  },
  {
    spec: DISTRIBUTOR_KIND,
    fileName: 'polokwane_order_sample.xlsx',
    sample: polokwaneOrderSample,
    template_name: 'Polokwane Distributors weekly order',
    description: 'Order sheet Polokwane Distributors e-mail every Monday.',
    authorEmail: 'distributor.editor@example.com',
  },
];

async function seedOne(tx: Queryable, t: DemoTemplate, now: Date): Promise<number> {
  const users = await tx.query<{ id: number; full_name: string }>(
    `SELECT id, trim(first_name || ' ' || last_name) AS full_name FROM users WHERE email = $1`,
    [t.authorEmail],
  );
  const author = { id: users[0]?.id ?? 0, fullName: users[0]?.full_name ?? '' };
  // A copy typed on a plain ArrayBuffer, as the DOM `BlobPart` type wants.
  const file = new File([new Uint8Array(await t.sample())], t.fileName, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const prepared = await prepareTemplate(t.spec, {
    file,
    template_name: t.template_name,
    description: t.description,
  });
  return (await insertTemplate(tx, t.spec, prepared, author, now)).id;
}

/** The ids of the seeded templates (uploads and distributor orders seed against them). */
export interface DemoTemplateIds {
  /** [Midrand warehouse stock list, KwaZulu Naturals price list]; the first holds DEMO_CATALOGUE. */
  productTemplateIds: [number, number];
  distributorTemplateId: number;
}

/**
 * Seeds two product templates and one distributor template from real xlsx samples (through
 * the same code as `POST /api/templates/upload`, authored by the demo accounts) and returns
 * their ids. Run after the demo users.
 */
export async function seedDemoTemplates(tx: Queryable, now: Date): Promise<DemoTemplateIds> {
  const ids: number[] = [];
  for (const t of DEMO_TEMPLATES) ids.push(await seedOne(tx, t, now));
  const [midrand = 0, kzn = 0, polokwane = 0] = ids;
  return { productTemplateIds: [midrand, kzn], distributorTemplateId: polokwane };
}
