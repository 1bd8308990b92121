-- A saved view carries the list's columns as the user set them (decision 055): their order,
-- the hidden ones and the widths, as the contract's `SavedViewColumns`. Null: the list's own.
ALTER TABLE saved_views ADD COLUMN columns jsonb;
