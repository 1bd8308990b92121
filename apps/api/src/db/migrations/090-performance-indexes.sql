-- Indexes for large lists (measured by `pnpm --filter @repo/bench db`, see docs/performance.md).
-- Btree only: contains-search (`LIKE '%term%'`) needs pg_trgm, which PGlite loads only when the
-- extension is passed to PGlite.create (see docs/performance.md, "Search").

-- Products, default order (`created_at DESC NULLS LAST, id DESC`): the index of 003 is
-- `DESC` = `DESC NULLS FIRST`, which serves only the ascending order (read backwards).
CREATE INDEX products_created_nulls_last_idx ON products (created_at DESC NULLS LAST, id DESC);

-- Consultants, default order (`created_at DESC, id DESC`, either direction).
CREATE INDEX consultants_created_idx ON consultants (created_at DESC, id DESC);

-- Consultants filtered by status and province (the list's filters).
CREATE INDEX consultants_status_province_idx ON consultants (status, province);
