import type { Db, Queryable } from '@back-office/api/src/db/db.ts';

const CATEGORIES = [
  'Body care',
  'Fragrance',
  'Skin care',
  'Hair care',
  'Sun care',
  'Make-up',
  'Bath',
  'Men',
  'Baby',
  'Wellness',
  'Home',
  'Gifts',
  'Nails',
  'Oral care',
  'Deodorant',
  'Accessories',
];
const WORDS = [
  'Rooibos',
  'Honey',
  'Marula',
  'Aloe',
  'Baobab',
  'Shea',
  'Coconut',
  'Vanilla',
  'Lavender',
  'Citrus',
  'Mint',
  'Rose',
  'Cocoa',
  'Almond',
  'Argan',
  'Cucumber',
  'Ginger',
  'Jasmine',
  'Buchu',
  'Protea',
];
const KINDS = [
  'Body Lotion',
  'Shower Gel',
  'Hand Cream',
  'Face Wash',
  'Shampoo',
  'Conditioner',
  'Body Butter',
  'Lip Balm',
  'Eau de Toilette',
  'Scrub',
  'Serum',
  'Night Cream',
];
const FIRST = [
  'Thandi',
  'Sipho',
  'Lerato',
  'Johan',
  'Ayesha',
  'Pieter',
  'Nomsa',
  'Bongani',
  'Fatima',
  'Zanele',
  'Kagiso',
  'Anele',
  'Riana',
  'Mandla',
  'Precious',
  'Tshepo',
  'Naledi',
  'Themba',
  'Lindiwe',
  'Musa',
];
const LAST = [
  'Nkosi',
  'Dlamini',
  'van der Merwe',
  'Botha',
  'Naidoo',
  'Mokoena',
  'Khumalo',
  'Pillay',
  'Mahlangu',
  'Pretorius',
  'Ndlovu',
  'Govender',
  'Zulu',
  'Smith',
  'Jacobs',
  'Mthembu',
  'Molefe',
  'Adams',
  'Sithole',
  'Coetzee',
  'Daniels',
  'Venter',
  'Baloyi',
  'Maseko',
];
const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
];

const arr = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
/** `array[1 + (expr mod n)]` */
const pick = (values: readonly string[], expr: string) =>
  `(${arr(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * Inserts `count` products in one product set (one upload by the first admin), with
 * generate_series: codes `BX-0000001…` (seven digits: lpad cuts longer numbers, and a million has seven), descriptions from word lists, 16 categories.
 * Returns the product set id.
 */
export async function seedProducts(db: Queryable, count: number): Promise<number> {
  const user = await db.query<{ id: number }>(`SELECT id FROM users ORDER BY id LIMIT 1`);
  const createdBy = user[0]?.id;
  if (createdBy === undefined) throw new Error('no user to own the product set');
  const upload = await db.query<{ id: number }>(
    `INSERT INTO uploads (template_name, file_name, file_size, status, message, total_rows,
       processed_rows, imported_rows, created_by, completed_at)
     VALUES ('Bench', 'bench.xlsx', 1, 'completed', 'bench', $1, $1, $1, $2, now()) RETURNING id`,
    [count, createdBy],
  );
  const set = await db.query<{ id: number }>(
    `INSERT INTO product_sets (upload_id, template_name, file_name, created_by)
     VALUES ($1, 'Bench', 'bench.xlsx', $2) RETURNING id`,
    [upload[0]?.id, createdBy],
  );
  const setId = set[0]?.id;
  if (setId === undefined) throw new Error('product set insert failed');
  await db.query(`UPDATE uploads SET upload_session_id = $1 WHERE id = $2`, [setId, upload[0]?.id]);
  await db.query(
    `INSERT INTO products (product_code, description, category, unit_price_cents, unit, barcode,
       stock_quantity, upload_session_id, created_at, updated_at)
     SELECT 'BX-' || lpad(g::text, 7, '0'),
            ${pick(WORDS, 'g')} || ' & ' || ${pick(WORDS, 'g / 7')} || ' ' || ${pick(KINDS, 'g / 3')}
              || ' ' || (50 + g % 450) || ' ml',
            ${pick(CATEGORIES, 'g / 11')},
            500 + (g::bigint * 7919) % 99500,
            'each',
            '600' || lpad((g::bigint * 104729 % 9999999999)::text, 10, '0'),
            g % 250,
            $1,
            now() - make_interval(secs => $2 - g),
            now() - make_interval(secs => $2 - g)
       FROM generate_series(1, $2::int) AS g`,
    [setId, count],
  );
  return setId;
}

/** Inserts `count` consultants (numbers `BC000001…`, unique emails and ID numbers). */
export async function seedConsultants(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO consultants (consultant_number, first_name, last_name, email, phone, id_number,
       address_line1, city, province, postal_code, distributor, branch, status, joined_date,
       created_at, updated_at)
     SELECT 'BC' || lpad(g::text, 6, '0'),
            ${pick(FIRST, 'g')},
            ${pick(LAST, 'g / 20')},
            'consultant' || g || '@bench.example.com',
            '08' || lpad((g::bigint * 7907 % 100000000)::text, 8, '0'),
            lpad((8001015000000 + g::bigint * 13)::text, 13, '0'),
            g || ' Main Road',
            'Johannesburg',
            ${pick(PROVINCES, 'g / 3')},
            lpad((g % 9999)::text, 4, '0'),
            'Bench Distributor',
            'Branch ' || (g % 12),
            (ARRAY['active','active','active','inactive','suspended'])[1 + g % 5],
            current_date - (g % 2000),
            now() - make_interval(secs => $1 - g),
            now() - make_interval(secs => $1 - g)
       FROM generate_series(1, $1::int) AS g`,
    [count],
  );
}

/**
 * Runs `fn` (a bulk seed) with the products' secondary indexes dropped, then builds them again:
 * a million rows go in by generate_series in seconds, and one sorted build per index is far
 * cheaper than a million index insertions (the trigram GIN indexes most of all). Answers the
 * milliseconds of the index builds.
 */
export async function withoutProductIndexes(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'products'
        AND i.indexname <> 'products_pkey'`,
  );
  for (const { name } of indexes) await db.query(`DROP INDEX ${name}`);
  await fn();
  const start = performance.now();
  for (const { def } of indexes) {
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      await tx.query(def);
    });
  }
  await db.query('ANALYZE products');
  return performance.now() - start;
}
