-- A week's submitted consultant orders gathered into one spreadsheet.

CREATE TABLE weekly_combinations (
  id serial PRIMARY KEY,
  period_id integer NOT NULL REFERENCES periods (id),
  week_start date NOT NULL,
  week_end date NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'cancelled')),
  consultant_order_count integer NOT NULL DEFAULT 0,
  total_quantity integer NOT NULL DEFAULT 0,
  total_cents integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0,
  message text,
  file_name text,
  file bytea,
  error text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  CHECK (week_end >= week_start)
);
CREATE UNIQUE INDEX weekly_combinations_week_key
  ON weekly_combinations (period_id, week_start) WHERE status <> 'cancelled';
