-- Spreadsheet templates: product templates and distributor templates share one shape.

CREATE TABLE templates (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('product', 'distributor')),
  template_name text NOT NULL,
  description text,
  created_by text,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  file_content bytea NOT NULL,
  sheet_name text NOT NULL,
  header_row integer NOT NULL DEFAULT 1,
  column_mapping jsonb NOT NULL,
  sample_columns jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX templates_name_key ON templates (kind, lower(template_name));
