-- Trigram (pg_trgm) GIN indexes for the contains-searches of products and consultants. Not a
-- migration yet: PGlite must be created with the pg_trgm extension first (see
-- docs/performance.md). `pnpm --filter @repo/bench db --trgm` applies it to measure the gain.
-- PGlite runs no autovacuum: after a bulk insert (an upload, a consultant import) the writer must
-- merge the GIN pending lists, `SELECT gin_clean_pending_list('<index>'::regclass)` for each
-- index, or the planner prices the indexes above a sequential scan. `fastupdate = off` avoids
-- that but makes a 50 000-row import ~5x slower (docs/performance.md).
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
