-- Sales consultants and their POPIA consent forms.

CREATE TABLE consultants (
  id serial PRIMARY KEY,
  consultant_number text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  id_number text,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  province text NOT NULL,
  postal_code text NOT NULL,
  distributor text,
  branch text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'suspended')),
  joined_date date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX consultants_number_key ON consultants (lower(consultant_number));
CREATE UNIQUE INDEX consultants_email_key ON consultants (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX consultants_id_number_key ON consultants (id_number) WHERE id_number IS NOT NULL;
CREATE INDEX consultants_name_idx ON consultants (lower(last_name), lower(first_name));

CREATE TABLE consent_forms (
  id serial PRIMARY KEY,
  consultant_id integer NOT NULL REFERENCES consultants (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('popia_consent', 'id_copy', 'contract', 'other')),
  description text,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  uploaded_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_forms_consultant_idx ON consent_forms (consultant_id);
