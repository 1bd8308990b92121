-- Email delivery (decision 038). The outbox kept the raw one-time token and a body carrying it:
-- a dump of the database let anyone reset a password. It is replaced by a delivery queue whose
-- rows say only what to send to whom; the job that sends a row mints the token at that moment
-- (auth_tokens keeps its hash), so the raw token lives only in memory and in the email.
DROP TABLE IF EXISTS outbox;

CREATE TABLE IF NOT EXISTS mail_queue (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('verification', 'password_reset', 'test')),
  -- The account the email is for; NULL for a test email or a request for an unknown address
  -- (queued all the same, so the answer and its timing do not tell whether the account exists).
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  to_email text NOT NULL,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'retrying', 'sent', 'failed', 'unconfigured')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- The token minted for the last attempt: a retry invalidates it before minting the next.
  token_id integer REFERENCES auth_tokens (id) ON DELETE SET NULL,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS mail_queue_state_idx ON mail_queue (state, created_at);

-- Mail jobs, and a time before which a queued job is not claimed (a retry's back-off). Written to
-- run again after 110 (the job-queue test re-creates the queue as an upgrade would).
ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check
  CHECK (kind IN ('upload', 'order', 'combination', 'weekly', 'mail'));
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS not_before timestamptz;
