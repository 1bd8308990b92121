-- A notification names records, not the web app's paths (decision 065): `result_id` is the
-- record a job made when it is another than `record_id` (a completed combination's combined
-- order), and the web builds its link from `kind`, `record_id` and `result_id`. The old rows
-- keep their target: every `link` written so far was built from the kind and `record_id`, but
-- for a combination's `/combined-orders/<id>`, whose id moves to `result_id`.
ALTER TABLE notifications ADD COLUMN result_id integer;
UPDATE notifications SET result_id = substring(link FROM '^/combined-orders/([0-9]{1,9})$')::integer
  WHERE kind = 'combination' AND link ~ '^/combined-orders/[0-9]{1,9}$';
ALTER TABLE notifications DROP COLUMN link;
