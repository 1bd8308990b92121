-- What the user who started a background job is told when it ends (decision 025): one row per
-- job (`job_id`, unique: written in the transaction that commits the job's outcome, so a job
-- taken over by another process is still told once). Unread while `read_at` is null.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('upload', 'order', 'combination', 'weekly')),
  resource text NOT NULL,
  record_id integer NOT NULL,
  job_id bigint NOT NULL UNIQUE,
  reference text NOT NULL,
  link text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('completed', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_by_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
