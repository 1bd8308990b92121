-- Orders distributors send as spreadsheets against a distributor template (beyond the spec).

CREATE TABLE distributor_orders (
  id serial PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  distributor_name text NOT NULL,
  distributor_reference text,
  template_id integer REFERENCES templates (id) ON DELETE SET NULL,
  template_name text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'fulfilled', 'cancelled')),
  file_name text NOT NULL,
  notes text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);

CREATE TABLE distributor_order_items (
  id serial PRIMARY KEY,
  distributor_order_id integer NOT NULL REFERENCES distributor_orders (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  product_code text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0)
);
CREATE INDEX distributor_order_items_order_idx ON distributor_order_items (distributor_order_id);
