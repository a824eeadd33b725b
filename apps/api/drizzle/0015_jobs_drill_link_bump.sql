-- jobs/search?drillId filters on jobs.drill_id: a change to it must move the search generation like any other
-- searched or filtered column (migration 0004), so no cached answer or facet count outlives a link change.
DROP TRIGGER IF EXISTS jobs_search_state_bump ON jobs;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_search_state_bump
AFTER INSERT OR DELETE OR UPDATE OF title, skills, description, location, job_type, min_yoe, max_yoe, min_ctc, max_ctc,
  ctc_category, is_salary_hidden, is_active, partner_id, search_vector, drill_id ON jobs
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION job_search_state_bump();
