-- Issue 32 item 1 (decision 041): one version per editable record, kept by the database, so an
-- ETag changes whoever writes the row (a handler, a job, a combination). One global sequence: a
-- deleted and re-created id never repeats an old version.
CREATE SEQUENCE record_version_seq;

ALTER TABLE consultants ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE consent_forms ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE consultant_orders ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE orders ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE invoices ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE periods ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE users ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE templates ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE distributor_orders ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');
ALTER TABLE saved_views ADD COLUMN version bigint NOT NULL DEFAULT nextval('record_version_seq');

-- Every update takes a new version, unless it changed only the columns named as the trigger's
-- arguments (a user's sign-in time is not an edit of the user).
CREATE OR REPLACE FUNCTION bump_record_version() RETURNS trigger AS $$
BEGIN
  IF TG_NARGS > 0
    AND (to_jsonb(NEW) - 'version' - TG_ARGV) = (to_jsonb(OLD) - 'version' - TG_ARGV) THEN
    NEW.version := OLD.version;
  ELSE
    NEW.version := nextval('record_version_seq');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER consultants_version BEFORE UPDATE ON consultants
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER consent_forms_version BEFORE UPDATE ON consent_forms
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER consultant_orders_version BEFORE UPDATE ON consultant_orders
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER orders_version BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER invoices_version BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER periods_version BEFORE UPDATE ON periods
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER users_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION bump_record_version('last_login', 'hashed_password', 'updated_at');
CREATE TRIGGER templates_version BEFORE UPDATE ON templates
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER distributor_orders_version BEFORE UPDATE ON distributor_orders
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER saved_views_version BEFORE UPDATE ON saved_views
  FOR EACH ROW EXECUTE FUNCTION bump_record_version();

-- A write to a child (a line, a payment, a consent form) is a change of its parent: the parent
-- takes a new version. Statement triggers over the changed rows, so a thousand lines inserted
-- at once update their order once. Arguments: the parent table and the child's column naming it.
CREATE OR REPLACE FUNCTION bump_parent_version() RETURNS trigger AS $$
BEGIN
  EXECUTE format(
    'UPDATE %I SET version = nextval(''record_version_seq'') WHERE id IN (SELECT %I FROM changed_rows)',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER order_items_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('orders', 'order_id');
CREATE TRIGGER order_items_updated AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('orders', 'order_id');
CREATE TRIGGER order_items_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('orders', 'order_id');

CREATE TRIGGER consultant_order_items_inserted AFTER INSERT ON consultant_order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('consultant_orders', 'consultant_order_id');
CREATE TRIGGER consultant_order_items_updated AFTER UPDATE ON consultant_order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('consultant_orders', 'consultant_order_id');
CREATE TRIGGER consultant_order_items_deleted AFTER DELETE ON consultant_order_items
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('consultant_orders', 'consultant_order_id');

CREATE TRIGGER invoice_items_inserted AFTER INSERT ON invoice_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');
CREATE TRIGGER invoice_items_updated AFTER UPDATE ON invoice_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');
CREATE TRIGGER invoice_items_deleted AFTER DELETE ON invoice_items
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');

CREATE TRIGGER invoice_payments_inserted AFTER INSERT ON invoice_payments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');
CREATE TRIGGER invoice_payments_updated AFTER UPDATE ON invoice_payments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');
CREATE TRIGGER invoice_payments_deleted AFTER DELETE ON invoice_payments
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('invoices', 'invoice_id');

CREATE TRIGGER distributor_order_items_inserted AFTER INSERT ON distributor_order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('distributor_orders', 'distributor_order_id');
CREATE TRIGGER distributor_order_items_updated AFTER UPDATE ON distributor_order_items
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('distributor_orders', 'distributor_order_id');
CREATE TRIGGER distributor_order_items_deleted AFTER DELETE ON distributor_order_items
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('distributor_orders', 'distributor_order_id');

CREATE TRIGGER consent_forms_inserted AFTER INSERT ON consent_forms
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('consultants', 'consultant_id');
CREATE TRIGGER consent_forms_deleted AFTER DELETE ON consent_forms
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_parent_version('consultants', 'consultant_id');
