-- History on every record (decision 027): an order's, consultant order's or invoice's line
-- events name the line in record_id and, from now on, the record the line belongs to in parent_id.
ALTER TABLE audit_log ADD COLUMN parent_id integer;
CREATE INDEX audit_log_parent_idx ON audit_log (resource, parent_id) WHERE parent_id IS NOT NULL;
