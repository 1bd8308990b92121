-- Saved views (decision 026): a user's named filters/sort of one list page, returned to from the
-- sidebar or the command palette. Private to their owner; gone with the user.
CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  path text NOT NULL,
  search text NOT NULL DEFAULT '' CHECK (length(search) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_user_name_key ON saved_views (user_id, lower(name));
