-- A previewed spreadsheet kept for its sender (decision 066): importing it refers to it by id
-- instead of sending the file again. Used up by the import; expired rows are deleted whenever a
-- preview is kept, so storage holds at most the last hour's previews.
CREATE TABLE upload_previews (
  id serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_content bytea NOT NULL,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX upload_previews_expires_idx ON upload_previews (expires_at);
