CREATE TABLE "job_search_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Jobs search caches facet counts per generation (modules/jobs/job-search.cache.ts, docs/decisions/015). Every
-- committed change to what the search matches or counts moves the generation on, whichever code path writes.
-- Deferred constraint triggers bump it at commit, once per transaction: the counter row is locked only while
-- the writing transaction commits (no lock held across its statements, so no deadlock with other writers),
-- and a reader sees the new generation exactly when it sees the new rows.
INSERT INTO "job_search_state" ("id", "generation") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_state_bump()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF current_setting('elevate.job_search_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('elevate.job_search_bumped', 'on', true);
    UPDATE job_search_state SET generation = generation + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_search_state_bump
AFTER INSERT OR DELETE OR UPDATE OF title, skills, description, location, job_type, min_yoe, max_yoe, min_ctc, max_ctc,
  ctc_category, is_salary_hidden, is_active, partner_id, search_vector ON jobs
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION job_search_state_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER partners_search_state_bump
AFTER UPDATE OF name, display_name, is_active ON partners
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION job_search_state_bump();--> statement-breakpoint
CREATE TRIGGER jobs_search_state_truncate
AFTER TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION job_search_state_bump();
