-- A nullable sort key's first page and its cursor pages run in two parts, filled cells then
-- empty ones, each ordered without `NULLS LAST` (decision 061): the ascending index of 151 then
-- serves the descending sort read backwards, and an import maintains two indexes fewer.
DROP INDEX IF EXISTS products_category_desc_idx;
DROP INDEX IF EXISTS products_stock_desc_idx;
