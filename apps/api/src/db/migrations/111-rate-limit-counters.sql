-- Atomic rate limits (decision 013): one counter per key and fixed window, raised with
-- INSERT … ON CONFLICT … DO UPDATE … RETURNING before the guarded work, so concurrent requests
-- (in any process) each see a distinct count.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start);
