-- Consultant orders, their items, combining jobs and combined orders.

CREATE TABLE combined_orders (
  id serial PRIMARY KEY,
  combined_number text NOT NULL UNIQUE,
  period_id integer NOT NULL REFERENCES periods (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'invoiced')),
  notes text,
  pdf bytea,
  pdf_generated_at timestamptz,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consultant_orders (
  id serial PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  consultant_id integer NOT NULL REFERENCES consultants (id),
  period_id integer NOT NULL REFERENCES periods (id),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'combined', 'cancelled')),
  order_date date NOT NULL DEFAULT CURRENT_DATE,
  notes text,
  combined_order_id integer REFERENCES combined_orders (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultant_orders_period_idx ON consultant_orders (period_id, status);
CREATE INDEX consultant_orders_consultant_idx ON consultant_orders (consultant_id);

CREATE TABLE consultant_order_items (
  id serial PRIMARY KEY,
  consultant_order_id integer NOT NULL REFERENCES consultant_orders (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  product_code text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultant_order_items_order_idx ON consultant_order_items (consultant_order_id);

CREATE TABLE combinations (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  period_id integer REFERENCES periods (id) ON DELETE SET NULL,
  consultant_order_ids integer[] NOT NULL,
  combined_order_id integer REFERENCES combined_orders (id) ON DELETE SET NULL,
  notes text,
  progress integer NOT NULL DEFAULT 0,
  message text,
  error text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX combinations_running_idx ON combinations (status) WHERE status IN ('pending', 'processing');
CREATE INDEX consultant_orders_combined_idx ON consultant_orders (combined_order_id);
