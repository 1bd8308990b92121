-- The consultants' contains-search (list `search`, quick search `/api/consultants/search/{term}`,
-- issue 34, decision 056): one trigram index over the searched fields joined by chr(1), which no
-- search term contains (the API drops it from terms), so a match never spans two fields. The OR
-- of seven per-field LIKEs needed seven bitmap scans, which the planner priced above a
-- sequential scan of every consultant (about 25 ms of CPU at 20,000 consultants, per query);
-- the one index answers in about a millisecond. The expression is CONSULTANT_SEARCH_TEXT
-- (src/consultants/consultant-row.ts), character for character, or the planner ignores it.
CREATE INDEX IF NOT EXISTS consultants_search_trgm_idx ON consultants USING gin (
  lower(consultant_number || chr(1) || first_name || ' ' || last_name || chr(1) ||
        coalesce(email, '') || chr(1) || coalesce(phone, '') || chr(1) || coalesce(id_number, ''))
  gin_trgm_ops);
-- Replaced by the index above (the number and full-name indexes stay: the palette's
-- `/api/search` uses them).
DROP INDEX IF EXISTS consultants_first_trgm_idx;
DROP INDEX IF EXISTS consultants_last_trgm_idx;
DROP INDEX IF EXISTS consultants_email_trgm_idx;
DROP INDEX IF EXISTS consultants_phone_trgm_idx;
DROP INDEX IF EXISTS consultants_id_number_trgm_idx;

-- Keyset pages of the lists that grow with history (decision 056): their default sort
-- (`created_at`, either direction, the id breaking ties) read from an index, so the first page
-- and a page reached by cursor read only their own rows. The audit log's (created_at DESC) index
-- is replaced by one that ends with the id.
CREATE INDEX IF NOT EXISTS audit_log_created_id_idx ON audit_log (created_at, id);
DROP INDEX IF EXISTS audit_log_created_idx;
CREATE INDEX IF NOT EXISTS orders_created_id_idx ON orders (created_at, id);
CREATE INDEX IF NOT EXISTS consultant_orders_created_id_idx ON consultant_orders (created_at, id);
CREATE INDEX IF NOT EXISTS invoices_created_id_idx ON invoices (created_at, id);
CREATE INDEX IF NOT EXISTS combined_orders_created_id_idx ON combined_orders (created_at, id);
CREATE INDEX IF NOT EXISTS distributor_orders_created_id_idx ON distributor_orders (created_at, id);
