CREATE TABLE "application_screenings" (
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"score" real NOT NULL,
	"scoring_version" text NOT NULL,
	"basis" text NOT NULL,
	"explanation" jsonb NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_screenings_application_id_pk" PRIMARY KEY("application_id")
);
--> statement-breakpoint
CREATE TABLE "resume_parses" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_key" text NOT NULL,
	"parser_version" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD CONSTRAINT "application_screenings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD CONSTRAINT "application_screenings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_screenings_job_score_idx" ON "application_screenings" USING btree ("job_id","score" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "resume_parses_key_version_unique" ON "resume_parses" USING btree ("upload_key","parser_version");--> statement-breakpoint
CREATE INDEX "skills_aliases_idx" ON "skills" USING gin ("aliases");