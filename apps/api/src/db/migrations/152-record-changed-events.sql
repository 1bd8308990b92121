-- Issue 32 item 2, decision 041: every successful write of an editable record is announced on
-- the live events channel (decision 025) as `record.changed`, so an open page or form on any
-- process can say who saved it. Every such write already audits in its own transaction; a
-- deferred trigger on the audit row runs at commit, after the write's last statement, reads the
-- record's version then (when its table has one: migration 150) and notifies, delivered only if
-- the transaction commits. A line, a payment or a consent form announces its parent (the record
-- staff edit); identical payloads of one transaction (many lines of one order) are sent once by
-- PostgreSQL. `distributor` (a distributor order's) is for the relay's scope check only.
CREATE OR REPLACE FUNCTION announce_record_changed() RETURNS trigger AS $$
DECLARE
  unit text;
  unit_id integer;
  tbl text;
  v bigint;
  who text;
  distributor text;
BEGIN
  unit := CASE NEW.resource
    WHEN 'order_items' THEN 'orders'
    WHEN 'consultant_order_items' THEN 'consultant_orders'
    WHEN 'invoice_items' THEN 'invoices'
    WHEN 'consent_forms' THEN 'consultants'
    ELSE NEW.resource END;
  unit_id := CASE WHEN unit = NEW.resource THEN NEW.record_id ELSE NEW.parent_id END;
  IF unit_id IS NULL AND NEW.resource = 'consent_forms' THEN
    SELECT consultant_id INTO unit_id FROM consent_forms WHERE id = NEW.record_id;
  END IF;
  IF unit_id IS NULL THEN
    RETURN NULL;
  END IF;
  tbl := CASE unit WHEN 'distributor_templates' THEN 'templates' ELSE unit END;
  IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass(tbl)
             AND attname = 'version' AND NOT attisdropped) THEN
    EXECUTE format('SELECT version FROM %I WHERE id = $1', tbl) INTO v USING unit_id;
  END IF;
  IF unit = 'distributor_orders' THEN
    SELECT distributor_name INTO distributor FROM distributor_orders WHERE id = unit_id;
  END IF;
  SELECT coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email)
    INTO who FROM users WHERE id = NEW.actor_id;
  PERFORM pg_notify('back_office_events', jsonb_strip_nulls(jsonb_build_object(
    'type', 'record.changed',
    'resource', unit,
    'id', unit_id,
    'action', CASE WHEN unit = NEW.resource THEN NEW.action ELSE 'update' END,
    'version', v,
    'by', jsonb_build_object('id', NEW.actor_id, 'name', coalesce(who, NEW.actor_email, '')),
    'at', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'distributor', distributor))::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE CONSTRAINT TRIGGER audit_log_announce_record_changed AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.actor_id IS NOT NULL AND NEW.record_id IS NOT NULL AND NEW.resource IN (
    'users', 'periods', 'templates', 'distributor_templates', 'orders', 'order_items',
    'consultants', 'consent_forms', 'consultant_orders', 'consultant_order_items', 'invoices',
    'invoice_items', 'distributor_orders')
    AND NEW.action NOT IN ('login', 'login_failed', 'logout', 'logout_all', 'session_revoke',
    'register', 'email_verify', 'password_reset', 'password_change'))
  EXECUTE FUNCTION announce_record_changed();

-- A stream filters record changes by its user's roles and distributor (read when it opened):
-- a change of either, or of superuser, ends the user's streams as a role change does (145).
CREATE OR REPLACE FUNCTION announce_roles_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.roles IS DISTINCT FROM OLD.roles OR (OLD.is_active AND NOT NEW.is_active)
     OR NEW.is_superuser IS DISTINCT FROM OLD.is_superuser
     OR NEW.department IS DISTINCT FROM OLD.department THEN
    PERFORM pg_notify('back_office_events', json_build_object(
      'type', 'session_ended', 'userId', NEW.id, 'sessionIds', NULL)::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER users_announce_roles ON users;

CREATE TRIGGER users_announce_roles AFTER UPDATE OF roles, is_active, is_superuser, department
  ON users FOR EACH ROW EXECUTE FUNCTION announce_roles_changed();
