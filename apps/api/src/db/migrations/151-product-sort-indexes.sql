-- Keyset pages of the product list (issue 34, decision 044): one btree index for every sort the
-- list offers, in both directions, ending with the id that breaks ties, so the first page and a
-- page reached by cursor read only the rows they show. A NOT NULL key's index serves both
-- directions (read backwards); a nullable key (empty cells last either way, `NULLS LAST`) needs
-- one index per direction. created_at has (created_at DESC, id DESC) since 003.
CREATE INDEX IF NOT EXISTS products_code_sort_idx ON products (lower(product_code), id);
CREATE INDEX IF NOT EXISTS products_description_sort_idx ON products (lower(description), id);
CREATE INDEX IF NOT EXISTS products_price_sort_idx ON products (unit_price_cents, id);
CREATE INDEX IF NOT EXISTS products_category_asc_idx ON products (lower(category) ASC NULLS LAST, id ASC);
CREATE INDEX IF NOT EXISTS products_category_desc_idx ON products (lower(category) DESC NULLS LAST, id DESC);
CREATE INDEX IF NOT EXISTS products_stock_asc_idx ON products (stock_quantity ASC NULLS LAST, id ASC);
CREATE INDEX IF NOT EXISTS products_stock_desc_idx ON products (stock_quantity DESC NULLS LAST, id DESC);
-- Replaced by the sort indexes above, which start with the same expressions (lookups by code,
-- the category filter): one index fewer to maintain on every import.
DROP INDEX IF EXISTS products_code_idx;
DROP INDEX IF EXISTS products_category_idx;
