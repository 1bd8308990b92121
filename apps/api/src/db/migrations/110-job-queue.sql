-- The durable job queue (decision 013): one row per live job; a finished job's row is deleted.
-- `attempt` is the fencing token: every claim, give-back and re-enqueue raises it, and a worker's
-- writes check it (with the row locked), so a worker that lost its lease cannot write.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('upload', 'order', 'combination', 'weekly')),
  resource_id integer NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running')),
  attempt integer NOT NULL DEFAULT 0,
  tries integer NOT NULL DEFAULT 0,
  owner text,
  lease_until timestamptz,
  audit jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jobs_one_per_resource ON jobs (kind, resource_id);
CREATE INDEX jobs_claimable ON jobs (state, lease_until);

-- Work left running by a process of the version before the queue (which recovered it at
-- start-up): queued as interrupted jobs (tries = 1), so the next claim resumes it.
INSERT INTO jobs (kind, resource_id, tries)
SELECT 'upload', id, 1 FROM uploads WHERE status IN ('pending', 'processing');
INSERT INTO jobs (kind, resource_id, tries)
SELECT 'order', id, 1 FROM orders WHERE status = 'processing';
INSERT INTO jobs (kind, resource_id, tries)
SELECT 'combination', id, 1 FROM combinations WHERE status IN ('pending', 'processing');
INSERT INTO jobs (kind, resource_id, tries)
SELECT 'weekly', id, 1 FROM weekly_combinations WHERE status = 'processing';
