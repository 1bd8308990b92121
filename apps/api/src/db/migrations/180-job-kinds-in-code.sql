-- The job kinds are declared once, in code (src/jobs/job-kinds.ts, decision 067): the two CHECKs
-- that listed them again go, so a new kind needs no migration. A process claims only the kinds it
-- runs (claimJob), and the notifications' kinds are those of the contract's Notification.
ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_kind_check;
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
