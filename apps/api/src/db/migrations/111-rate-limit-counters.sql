-- Atomic rate limits (decision 013), shared by every API process on one database.
-- A counter per key and fixed window, raised with INSERT … ON CONFLICT … DO UPDATE … RETURNING
-- before the guarded work (a password check), so concurrent requests each see a distinct count.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start);

-- A minimum interval per key (one verification email a minute): the next allowed time, moved
-- forward by the one request that passes, in one statement.
CREATE TABLE rate_limit_gates (
  key text PRIMARY KEY,
  next_at timestamptz NOT NULL
);

-- Replaced by the two tables above (a count, then a separate insert, raced).
DROP TABLE rate_limit_hits;
