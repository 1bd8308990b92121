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
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX uploads_created_idx ON uploads (created_at DESC);

-- A product set is what one completed upload produced; its id is the upload_session_id.
CREATE TABLE product_sets (
  id serial PRIMARY KEY,
  upload_id integer REFERENCES uploads (id) ON DELETE SET NULL,
  template_id integer REFERENCES templates (id) ON DELETE SET NULL,
  template_name text NOT NULL,
  file_name text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  product_code text NOT NULL,
  description text NOT NULL,
  category text,
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  unit text,
  barcode text,
  stock_quantity integer,
  upload_session_id integer REFERENCES product_sets (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_code_idx ON products (lower(product_code));
CREATE INDEX products_set_idx ON products (upload_session_id);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
