-- Indexes for large lists and searches (measured by `pnpm --filter @back-office/bench db`, see
-- docs/performance.md).

-- Products, default order (`created_at DESC, id DESC`): served by the index of 003 in both
-- directions (the list writes `NULLS LAST` only for its nullable sort columns).

-- Consultants, default order (`created_at DESC, id DESC`, either direction).
CREATE INDEX consultants_created_idx ON consultants (created_at DESC, id DESC);

-- Consultants filtered by status and province (the list's filters).
CREATE INDEX consultants_status_province_idx ON consultants (status, province);

-- Contains-searches (`lower(col) LIKE '%term%'`) of products and consultants: trigram GIN
-- indexes, one per searched expression (the planner combines them with a BitmapOr). pg_trgm ships
-- with PostgreSQL and is a trusted extension (13+): the database owner may create it. PGlite
-- loads it only when it is passed to PGlite.create (src/db/pglite-db.ts). PGlite runs no
-- autovacuum: after a bulk insert the writer merges the GIN pending lists
-- (src/db/trigram.ts, mergeTrigramPending), or the planner ignores the indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX products_code_trgm_idx ON products USING gin (lower(product_code) gin_trgm_ops);
CREATE INDEX products_description_trgm_idx ON products USING gin (lower(description) gin_trgm_ops);
CREATE INDEX products_barcode_trgm_idx ON products USING gin (lower(coalesce(barcode, '')) gin_trgm_ops);
CREATE INDEX consultants_number_trgm_idx ON consultants USING gin (lower(consultant_number) gin_trgm_ops);
CREATE INDEX consultants_first_trgm_idx ON consultants USING gin (lower(first_name) gin_trgm_ops);
CREATE INDEX consultants_last_trgm_idx ON consultants USING gin (lower(last_name) gin_trgm_ops);
CREATE INDEX consultants_full_name_trgm_idx ON consultants USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX consultants_email_trgm_idx ON consultants USING gin (lower(coalesce(email, '')) gin_trgm_ops);
CREATE INDEX consultants_phone_trgm_idx ON consultants USING gin (lower(coalesce(phone, '')) gin_trgm_ops);
CREATE INDEX consultants_id_number_trgm_idx ON consultants USING gin (coalesce(id_number, '') gin_trgm_ops);
