-- What an upload does with product codes already in the catalogue (decision 017):
-- add them again (the specification's behaviour), replace the existing products' values, or skip them.
ALTER TABLE uploads
  ADD COLUMN existing_products text NOT NULL DEFAULT 'add'
    CHECK (existing_products IN ('add', 'replace', 'skip'));
