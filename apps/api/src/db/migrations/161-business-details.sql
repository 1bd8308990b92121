-- Issue 35 item 1 (decision 049): the business's own details, printed on every invoice as the
-- supplier of a tax invoice. One row (id 1), edited by an administrator with If-Match like any
-- versioned record (decision 041). The logo is kept in the row (a small PNG or JPEG, checked by
-- content before it is stored).
CREATE TABLE business_details (
  id integer PRIMARY KEY CHECK (id = 1),
  legal_name text NOT NULL DEFAULT '',
  trading_name text,
  address text NOT NULL DEFAULT '',
  vat_number text CHECK (vat_number ~ '^4[0-9]{9}$'),
  registration_number text CHECK (registration_number ~ '^[0-9]{4}/[0-9]{6}/[0-9]{2}$'),
  logo bytea,
  logo_type text CHECK (logo_type IN ('image/png', 'image/jpeg')),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT nextval('record_version_seq'),
  CHECK ((logo IS NULL) = (logo_type IS NULL))
);
INSERT INTO business_details (id) VALUES (1);
CREATE TRIGGER business_details_version BEFORE UPDATE ON business_details
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();

-- Who a combined order's invoice is billed to, chosen when it is created: the recipient's address
-- as it was then (a consultant's; null when unknown, e.g. a distributor) and why that payer.
ALTER TABLE invoices ADD COLUMN bill_to_address text;
ALTER TABLE invoices ADD COLUMN bill_to_reason text;
