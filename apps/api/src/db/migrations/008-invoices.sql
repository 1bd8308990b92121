-- Invoices created from combined or consultant orders, their lines and payments.

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  period_id integer NOT NULL REFERENCES periods (id),
  source_type text NOT NULL CHECK (source_type IN ('combined_order', 'consultant_order')),
  source_id integer NOT NULL,
  consultant_id integer REFERENCES consultants (id) ON DELETE SET NULL,
  bill_to_name text NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'issued', 'partially_paid', 'paid', 'void')),
  issue_date date NOT NULL DEFAULT CURRENT_DATE,
  due_date date NOT NULL,
  notes text,
  -- Kept in step with the lines by every line change (VAT 15% once on the subtotal, half up).
  subtotal_cents bigint NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
  vat_cents bigint NOT NULL DEFAULT 0 CHECK (vat_cents >= 0),
  total_cents bigint NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  amount_paid_cents bigint NOT NULL DEFAULT 0 CHECK (amount_paid_cents >= 0),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (amount_paid_cents <= total_cents)
);
CREATE INDEX invoices_period_idx ON invoices (period_id, created_at DESC);
CREATE INDEX invoices_consultant_idx ON invoices (consultant_id);
CREATE UNIQUE INDEX invoices_live_source_key
  ON invoices (source_type, source_id) WHERE status <> 'void';

CREATE TABLE invoice_items (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  product_code text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_items_invoice_idx ON invoice_items (invoice_id);

CREATE TABLE invoice_payments (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  paid_on date NOT NULL,
  method text NOT NULL CHECK (method IN ('eft', 'cash', 'card', 'other')),
  reference text,
  recorded_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id);
