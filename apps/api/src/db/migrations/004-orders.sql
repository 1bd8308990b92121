-- Stock orders built from products and processed into an output spreadsheet.

CREATE TABLE orders (
  id serial PRIMARY KEY,
  reference text NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'processing', 'completed', 'failed', 'cancelled')),
  notes text,
  period_id integer REFERENCES periods (id) ON DELETE SET NULL,
  progress integer NOT NULL DEFAULT 0,
  message text,
  error_details text,
  output_file_name text,
  output_file bytea,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE UNIQUE INDEX orders_reference_key ON orders (lower(reference));
CREATE INDEX orders_status_idx ON orders (status, created_at DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  product_code text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
