-- The words of the jobs' search documents (docs/decisions/015): jobs search expands a typed prefix into the
-- words it starts and matches them exactly, several times cheaper in the GIN index than a prefix match.
-- Collation "C": the words starting with a prefix are one contiguous range of the primary key.
CREATE TABLE "job_search_lexemes" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Statement-level triggers with transition tables: one insert per writing statement, whatever its row count.
-- Words go in sorted order, so two transactions adding the same new words wait for each other instead of
-- deadlocking. An update adds words only when the document changed (not on applicant counts and the like).
CREATE OR REPLACE FUNCTION job_search_lexemes_add_inserted()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO job_search_lexemes (word)
  SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) AS w
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_lexemes_add_updated()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO job_search_lexemes (word)
  SELECT DISTINCT w
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) AS w
  WHERE n.search_vector IS DISTINCT FROM o.search_vector
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_lexemes_insert
AFTER INSERT ON jobs
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_search_lexemes_add_inserted();--> statement-breakpoint
CREATE TRIGGER jobs_search_lexemes_update
AFTER UPDATE ON jobs
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_search_lexemes_add_updated();--> statement-breakpoint
INSERT INTO job_search_lexemes (word)
SELECT DISTINCT w FROM jobs j, unnest(tsvector_to_array(j.search_vector)) AS w
ORDER BY w
ON CONFLICT DO NOTHING;
