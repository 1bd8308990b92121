-- Money the contract states as int64 is held in bigint (integer stopped at R 21 474 836.47):
-- unit prices, payments and the weekly combination's total. Totals computed in queries were
-- already cast to bigint. Both drivers return bigint as a JS number (the parsers in pg-db.ts
-- and pglite-db.ts); the contract bounds every request's money below 2^53.
ALTER TABLE products ALTER COLUMN unit_price_cents TYPE bigint;
ALTER TABLE order_items ALTER COLUMN unit_price_cents TYPE bigint;
ALTER TABLE consultant_order_items ALTER COLUMN unit_price_cents TYPE bigint;
ALTER TABLE invoice_items ALTER COLUMN unit_price_cents TYPE bigint;
ALTER TABLE invoice_payments ALTER COLUMN amount_cents TYPE bigint;
ALTER TABLE distributor_order_items ALTER COLUMN unit_price_cents TYPE bigint;
ALTER TABLE weekly_combinations ALTER COLUMN total_cents TYPE bigint;
ALTER TABLE consent_forms ALTER COLUMN size_bytes TYPE bigint;
