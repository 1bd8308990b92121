-- Issue 32 item 4: an event stream ends as soon as its session does, on every process. The
-- database announces it on the live events channel (decision 025) when the change commits, in
-- commit order with every other event, so a stream that reads `session_ended` has delivered
-- everything committed before it and delivers nothing after. Logout, logout-all, a revoked
-- session, a deactivation and a password change or reset all revoke sessions; a role change
-- ends every stream of the user (they reconnect with the new roles).
CREATE OR REPLACE FUNCTION announce_session_ended() RETURNS trigger AS $$
BEGIN
  IF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('back_office_events', json_build_object(
      'type', 'session_ended', 'userId', NEW.user_id, 'sessionIds', json_build_array(NEW.id))::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER sessions_announce_end AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_ended();

CREATE OR REPLACE FUNCTION announce_roles_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.roles IS DISTINCT FROM OLD.roles OR (OLD.is_active AND NOT NEW.is_active) THEN
    PERFORM pg_notify('back_office_events', json_build_object(
      'type', 'session_ended', 'userId', NEW.id, 'sessionIds', NULL)::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_announce_roles AFTER UPDATE OF roles, is_active ON users
  FOR EACH ROW EXECUTE FUNCTION announce_roles_changed();
