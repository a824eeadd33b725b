CREATE TABLE "drill_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"phase_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"file_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "drill_leaderboard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"submission_id" integer,
	"display_name" text NOT NULL,
	"team_id" integer,
	"participant_id" integer,
	"rank" integer NOT NULL,
	"score" integer NOT NULL,
	"award" text
);
--> statement-breakpoint
CREATE TABLE "drill_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"looking_for_team" boolean DEFAULT false NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'solution' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"submission_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results_published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drill_problem_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"phase_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_query_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_id" integer NOT NULL,
	"author_uid" integer,
	"from_host" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_submission_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"problem_statement_id" integer,
	"answers" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"phase_id" integer NOT NULL,
	"team_id" integer,
	"participant_id" integer NOT NULL,
	"owner_key" text NOT NULL,
	"problem_statement_id" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content_hash" text,
	"submitted_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"role" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drill_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drill_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"name" text NOT NULL,
	"lead_participant_id" integer NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	"invite_code" text NOT NULL,
	"invite_code_expires_at" timestamp with time zone NOT NULL,
	"roles_needed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"looking_for_members" boolean DEFAULT true NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_teams_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "drill_user_actions" (
	"drill_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_user_actions_drill_id_uid_action_pk" PRIMARY KEY("drill_id","uid","action")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "drill_id" integer;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "program_type" text DEFAULT 'hackathon' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "eligibility" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "guidelines" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "domain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "registration_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "faqs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "schedule" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "participant_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "team_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "team_lock" text DEFAULT 'registration-end' NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "overview_section_complete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD CONSTRAINT "drill_announcements_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD CONSTRAINT "drill_announcements_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_announcements" ADD CONSTRAINT "drill_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD CONSTRAINT "drill_certificates_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_certificates" ADD CONSTRAINT "drill_certificates_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_leaderboard_entries" ADD CONSTRAINT "drill_leaderboard_entries_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_leaderboard_entries" ADD CONSTRAINT "drill_leaderboard_entries_submission_id_drill_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."drill_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_leaderboard_entries" ADD CONSTRAINT "drill_leaderboard_entries_team_id_drill_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."drill_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_leaderboard_entries" ADD CONSTRAINT "drill_leaderboard_entries_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_participants" ADD CONSTRAINT "drill_participants_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_participants" ADD CONSTRAINT "drill_participants_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_phases" ADD CONSTRAINT "drill_phases_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_problem_statements" ADD CONSTRAINT "drill_problem_statements_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_problem_statements" ADD CONSTRAINT "drill_problem_statements_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_queries" ADD CONSTRAINT "drill_queries_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_queries" ADD CONSTRAINT "drill_queries_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_query_messages" ADD CONSTRAINT "drill_query_messages_query_id_drill_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."drill_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_query_messages" ADD CONSTRAINT "drill_query_messages_author_uid_users_id_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submission_versions" ADD CONSTRAINT "drill_submission_versions_submission_id_drill_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."drill_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submission_versions" ADD CONSTRAINT "drill_submission_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_phase_id_drill_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."drill_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_team_id_drill_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."drill_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_problem_statement_id_drill_problem_statements_id_fk" FOREIGN KEY ("problem_statement_id") REFERENCES "public"."drill_problem_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_submissions" ADD CONSTRAINT "drill_submissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_team_invitations" ADD CONSTRAINT "drill_team_invitations_team_id_drill_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."drill_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_team_invitations" ADD CONSTRAINT "drill_team_invitations_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_team_members" ADD CONSTRAINT "drill_team_members_team_id_drill_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."drill_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_team_members" ADD CONSTRAINT "drill_team_members_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_teams" ADD CONSTRAINT "drill_teams_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_teams" ADD CONSTRAINT "drill_teams_lead_participant_id_drill_participants_id_fk" FOREIGN KEY ("lead_participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_user_actions" ADD CONSTRAINT "drill_user_actions_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_user_actions" ADD CONSTRAINT "drill_user_actions_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drill_announcements_drill_idx" ON "drill_announcements" USING btree ("drill_id","created_at");--> statement-breakpoint
CREATE INDEX "drill_certificates_participant_idx" ON "drill_certificates" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "drill_leaderboard_phase_idx" ON "drill_leaderboard_entries" USING btree ("phase_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_participants_drill_uid_unique" ON "drill_participants" USING btree ("drill_id","uid");--> statement-breakpoint
CREATE INDEX "drill_participants_uid_idx" ON "drill_participants" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "drill_phases_drill_idx" ON "drill_phases" USING btree ("drill_id","position");--> statement-breakpoint
CREATE INDEX "drill_problem_statements_drill_idx" ON "drill_problem_statements" USING btree ("drill_id","position");--> statement-breakpoint
CREATE INDEX "drill_queries_participant_idx" ON "drill_queries" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "drill_queries_drill_idx" ON "drill_queries" USING btree ("drill_id");--> statement-breakpoint
CREATE INDEX "drill_query_messages_query_idx" ON "drill_query_messages" USING btree ("query_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_submission_versions_unique" ON "drill_submission_versions" USING btree ("submission_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_submissions_phase_owner_unique" ON "drill_submissions" USING btree ("phase_id","owner_key");--> statement-breakpoint
CREATE INDEX "drill_submissions_drill_updated_idx" ON "drill_submissions" USING btree ("drill_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_team_invitations_pending_unique" ON "drill_team_invitations" USING btree ("team_id","participant_id") WHERE "drill_team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "drill_team_invitations_participant_idx" ON "drill_team_invitations" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_team_members_active_unique" ON "drill_team_members" USING btree ("participant_id") WHERE "drill_team_members"."is_active";--> statement-breakpoint
CREATE INDEX "drill_team_members_team_idx" ON "drill_team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drill_teams_drill_name_unique" ON "drill_teams" USING btree ("drill_id",lower("name"));--> statement-breakpoint
CREATE INDEX "drill_teams_drill_idx" ON "drill_teams" USING btree ("drill_id");--> statement-breakpoint
CREATE INDEX "drill_user_actions_uid_idx" ON "drill_user_actions" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_drill_idx" ON "jobs" USING btree ("drill_id");--> statement-breakpoint
CREATE INDEX "drills_registration_end_idx" ON "drills" USING btree ("registration_end_dt");--> statement-breakpoint
CREATE INDEX "drills_created_idx" ON "drills" USING btree ("created_at");