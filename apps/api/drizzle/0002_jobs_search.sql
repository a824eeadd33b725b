-- Jobs search (issue 4): a weighted full-text document per job, trigram indexes for typos, city and skill
-- tags for the filters and facets, and job views.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner can create it; PGlite loads it in
-- src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_views_job_viewer_day_pk" PRIMARY KEY("job_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_tags" text[] GENERATED ALWAYS AS (regexp_split_to_array(btrim(regexp_replace(lower(location), 'hybrid[[:space:]]*-[[:space:]]*', '', 'g')), '[[:space:]]*[,/][[:space:]]*')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_tags" text[] GENERATED ALWAYS AS (regexp_split_to_array(btrim(lower(skills)), '[[:space:]]*,[[:space:]]*')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_active_created_idx" ON "jobs" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
-- The planner costs pg_trgm's strict word similarity operator (<<%) like an addition, so on a large table it
-- prefers a sequential scan that computes it for every row (measured at 100k jobs: 430 ms) over the GIN
-- trigram indexes (70 ms). A realistic cost lets it choose the indexes. Managed databases may not let the
-- migration role alter an extension's function: then this is skipped and search is only slower.
DO $$
BEGIN
  ALTER FUNCTION strict_word_similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jobs search: could not raise the cost of strict_word_similarity_op; trigram indexes may go unused';
END
$$;--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_skills_trgm_idx" ON "jobs" USING gin (lower("skills") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_tags_idx" ON "jobs" USING gin ("location_tags");--> statement-breakpoint
CREATE INDEX "jobs_skill_tags_idx" ON "jobs" USING gin ("skill_tags");--> statement-breakpoint
-- The search document: title (A) above skills (B) above company name (C) above description text (D).
-- Immutable (an explicit text-search configuration, no table reads), so it can also back an index later.
CREATE OR REPLACE FUNCTION jobs_search_document(p_title text, p_skills text, p_company text, p_description text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', coalesce(p_title, '')), 'A')
    || setweight(to_tsvector('english', replace(coalesce(p_skills, ''), ',', ', ')), 'B')
    || setweight(to_tsvector('english', coalesce(p_company, '')), 'C')
    || setweight(
      to_tsvector(
        'english',
        regexp_replace(regexp_replace(coalesce(p_description, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
      ),
      'D'
    )
$$;--> statement-breakpoint
-- The company name lives in partners, so a generated column cannot hold it: triggers keep the document
-- current on every write to a job, and on a rename of its company, whichever code path writes.
CREATE OR REPLACE FUNCTION jobs_search_vector_refresh()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_vector := jobs_search_document(
    NEW.title,
    NEW.skills,
    (SELECT p.name || ' ' || p.display_name FROM partners p WHERE p.id = NEW.partner_id),
    NEW.description
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_vector_refresh
BEFORE INSERT OR UPDATE OF title, skills, description, partner_id ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION partners_jobs_search_vector_refresh()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.display_name IS DISTINCT FROM OLD.display_name THEN
    UPDATE jobs
    SET search_vector = jobs_search_document(title, skills, NEW.name || ' ' || NEW.display_name, description)
    WHERE partner_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER partners_jobs_search_vector_refresh
AFTER UPDATE OF name, display_name ON partners
FOR EACH ROW EXECUTE FUNCTION partners_jobs_search_vector_refresh();--> statement-breakpoint
UPDATE jobs j
SET search_vector = jobs_search_document(j.title, j.skills, p.name || ' ' || p.display_name, j.description)
FROM partners p
WHERE p.id = j.partner_id;
