-- The trigram (pg_trgm) GIN indexes are now part of the API's migration
-- apps/api/src/db/migrations/090-performance-indexes.sql, and the API merges their GIN pending
-- lists after its bulk inserts (apps/api/src/db/trigram.ts). `pnpm --filter @back-office/bench db --trgm`
-- still applies this file: it only (re)creates what is missing, e.g. after
-- `--without-perf-indexes`, which drops every index of 090 (the trigram ones included).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS products_code_trgm_idx ON products USING gin (lower(product_code) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS products_description_trgm_idx ON products USING gin (lower(description) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS products_barcode_trgm_idx ON products USING gin (lower(coalesce(barcode, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_number_trgm_idx ON consultants USING gin (lower(consultant_number) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_first_trgm_idx ON consultants USING gin (lower(first_name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_last_trgm_idx ON consultants USING gin (lower(last_name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_full_name_trgm_idx ON consultants USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_email_trgm_idx ON consultants USING gin (lower(coalesce(email, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_phone_trgm_idx ON consultants USING gin (lower(coalesce(phone, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS consultants_id_number_trgm_idx ON consultants USING gin (coalesce(id_number, '') gin_trgm_ops);
