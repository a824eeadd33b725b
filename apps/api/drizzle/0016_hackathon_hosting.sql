CREATE TABLE "drill_judge_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"is_calibration" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_judge_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"judge_id" integer NOT NULL,
	"owner_key" text NOT NULL,
	"reason" text DEFAULT 'declared' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_judges" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"email" text NOT NULL,
	"uid" integer,
	"name" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "drill_judges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "drill_judging_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"phase_id" integer,
	"actor_uid" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_phase_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"owner_key" text NOT NULL,
	"raw_average" double precision,
	"normalised_score" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rank" integer,
	"advanced" boolean,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drill_rubric_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"total" double precision,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_scores_assignment_id_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
ALTER TABLE "drill_leaderboard_entries" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD COLUMN "by_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD COLUMN "recipient_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "credential" jsonb;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "appeal_window_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "judging_status" text DEFAULT 'setup' NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "assignment_mode" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "reviews_per_submission" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "score_scale" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "blind_judging" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "feedback_sharing" text DEFAULT 'feedback-and-scores' NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "tie_break" jsonb DEFAULT '["normalised-average","review-count","earlier-final-submission"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "calibration_submission_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "judging_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "judging_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drill_judge_assignments" ADD CONSTRAINT "drill_judge_assignments_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judge_assignments" ADD CONSTRAINT "drill_judge_assignments_judge_id_drill_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."drill_judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judge_assignments" ADD CONSTRAINT "drill_judge_assignments_submission_id_drill_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."drill_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judge_conflicts" ADD CONSTRAINT "drill_judge_conflicts_judge_id_drill_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."drill_judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judges" ADD CONSTRAINT "drill_judges_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judges" ADD CONSTRAINT "drill_judges_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judges" ADD CONSTRAINT "drill_judges_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judging_audit" ADD CONSTRAINT "drill_judging_audit_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judging_audit" ADD CONSTRAINT "drill_judging_audit_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_judging_audit" ADD CONSTRAINT "drill_judging_audit_actor_uid_users_id_fk" FOREIGN KEY ("actor_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_phase_outcomes" ADD CONSTRAINT "drill_phase_outcomes_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_phase_outcomes" ADD CONSTRAINT "drill_phase_outcomes_submission_id_drill_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."drill_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_rubric_criteria" ADD CONSTRAINT "drill_rubric_criteria_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_scores" ADD CONSTRAINT "drill_scores_assignment_id_drill_judge_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."drill_judge_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drill_judge_assignments_unique" ON "drill_judge_assignments" USING btree ("judge_id","submission_id");--> statement-breakpoint
CREATE INDEX "drill_judge_assignments_submission_idx" ON "drill_judge_assignments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "drill_judge_assignments_phase_idx" ON "drill_judge_assignments" USING btree ("phase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_judge_conflicts_unique" ON "drill_judge_conflicts" USING btree ("judge_id","owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_judges_drill_email_unique" ON "drill_judges" USING btree ("drill_id",lower("email"));--> statement-breakpoint
CREATE INDEX "drill_judges_uid_idx" ON "drill_judges" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "drill_judging_audit_drill_idx" ON "drill_judging_audit" USING btree ("drill_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_phase_outcomes_unique" ON "drill_phase_outcomes" USING btree ("phase_id","submission_id");--> statement-breakpoint
CREATE INDEX "drill_phase_outcomes_owner_idx" ON "drill_phase_outcomes" USING btree ("phase_id","owner_key");--> statement-breakpoint
CREATE INDEX "drill_rubric_criteria_phase_idx" ON "drill_rubric_criteria" USING btree ("phase_id","position");--> statement-breakpoint
CREATE INDEX "drill_certificates_drill_idx" ON "drill_certificates" USING btree ("drill_id");