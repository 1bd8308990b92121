-- Uploads (a spreadsheet against a template, processed as a job), product sets and products.

CREATE TABLE uploads (
  id serial PRIMARY KEY,
  template_id integer REFERENCES templates (id) ON DELETE SET NULL,
  template_name text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  file_content bytea,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  message text,
  total_rows integer NOT NULL DEFAULT 0,
  processed_rows integer NOT NULL DEFAULT 0,
  imported_rows integer NOT NULL DEFAULT 0,
  failed_rows integer NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]',
  upload_session_id integer,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX uploads_created_idx ON uploads (created_at DESC);
CREATE INDEX uploads_status_idx ON uploads (status);

-- A product set is what one completed upload produced; its id is the upload_session_id.
CREATE TABLE product_sets (
  id serial PRIMARY KEY,
  upload_id integer NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  template_id integer REFERENCES templates (id) ON DELETE SET NULL,
  template_name text NOT NULL,
  file_name text NOT NULL,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_sets_upload_key ON product_sets (upload_id);

ALTER TABLE uploads
  ADD CONSTRAINT uploads_upload_session_fkey
  FOREIGN KEY (upload_session_id) REFERENCES product_sets (id) ON DELETE SET NULL;

-- Every product belongs to the product set of the upload that imported it; order, consultant
-- order, invoice and distributor order lines copy code, description and price, so deleting a
-- product (product_id SET NULL there) leaves them intact.
CREATE TABLE products (
  id serial PRIMARY KEY,
  product_code text NOT NULL CHECK (length(product_code) BETWEEN 1 AND 64),
  description text NOT NULL CHECK (length(description) >= 1),
  category text,
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  unit text,
  barcode text,
  stock_quantity integer CHECK (stock_quantity >= 0),
  upload_session_id integer NOT NULL REFERENCES product_sets (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_code_idx ON products (lower(product_code));
-- product_code is unique within a set (case-insensitive), which also serves lookups by set.
CREATE UNIQUE INDEX products_set_code_key ON products (upload_session_id, lower(product_code));
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_category_idx ON products (lower(category));
