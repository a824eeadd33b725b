CREATE TABLE "abuse_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_uid" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comment_reactions" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comment_reactions_comment_id_user_id_kind_pk" PRIMARY KEY("comment_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"parent_id" integer,
	"depth" integer DEFAULT 0 NOT NULL,
	"author_uid" integer,
	"body" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog_reactions" (
	"blog_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_reactions_blog_id_user_id_kind_pk" PRIMARY KEY("blog_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "blog_writers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"granted_by_uid" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by_uid" integer,
	"resolved_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_url" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_image_url" text,
	"person_name" text NOT NULL,
	"person_designation" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"partner_id" integer,
	"quote" text DEFAULT '' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"seo_description" text,
	"author_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_cust_url_unique" UNIQUE("cust_url")
);
--> statement-breakpoint
CREATE TABLE "entity_impressions" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_impressions_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "featured_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_url" text,
	"kind" text DEFAULT 'news' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impression_views" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"viewer_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "impression_views_entity_type_entity_id_viewer_hash_day_pk" PRIMARY KEY("entity_type","entity_id","viewer_hash","day")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text,
	"website_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"headline" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_uid" integer
);
--> statement-breakpoint
CREATE TABLE "mentorship_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentorship_id" integer NOT NULL,
	"from_uid" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentorship_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_by_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentorship_id" integer NOT NULL,
	"saarthi_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"booked_by_uid" integer,
	"cancelled_by_uid" integer,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorships" (
	"id" serial PRIMARY KEY NOT NULL,
	"saarthi_id" integer NOT NULL,
	"mentee_uid" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by_uid" integer
);
--> statement-breakpoint
CREATE TABLE "saarthi_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"saarthi_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saarthis" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"headline" text NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"company" text NOT NULL,
	"designation" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"help_with" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"linkedin_url" text NOT NULL,
	"max_mentees" integer DEFAULT 3 NOT NULL,
	"accepting_mentees" boolean DEFAULT true NOT NULL,
	"timezone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"session_minutes" integer DEFAULT 45 NOT NULL,
	"rejection_reason" text,
	"reviewed_by_uid" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saarthis_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "tags" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "tags" SET DATA TYPE text[] USING coalesce(array_remove(regexp_split_to_array(trim("tags"), '\s*,\s*'), ''), '{}'::text[]);--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "tags" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "author_uid" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "share_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_reporter_uid_users_id_fk" FOREIGN KEY ("reporter_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comment_reactions" ADD CONSTRAINT "blog_comment_reactions_comment_id_blog_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."blog_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comment_reactions" ADD CONSTRAINT "blog_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_parent_id_blog_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_author_uid_users_id_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_reactions" ADD CONSTRAINT "blog_reactions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_reactions" ADD CONSTRAINT "blog_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_writers" ADD CONSTRAINT "blog_writers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_writers" ADD CONSTRAINT "blog_writers_granted_by_uid_users_id_fk" FOREIGN KEY ("granted_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_uid_users_id_fk" FOREIGN KEY ("resolved_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_author_uid_users_id_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_created_by_uid_users_id_fk" FOREIGN KEY ("created_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_uid_users_id_fk" FOREIGN KEY ("updated_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_feedback" ADD CONSTRAINT "mentorship_feedback_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_feedback" ADD CONSTRAINT "mentorship_feedback_from_uid_users_id_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_goals" ADD CONSTRAINT "mentorship_goals_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_goals" ADD CONSTRAINT "mentorship_goals_created_by_uid_users_id_fk" FOREIGN KEY ("created_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_saarthi_id_saarthis_id_fk" FOREIGN KEY ("saarthi_id") REFERENCES "public"."saarthis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_booked_by_uid_users_id_fk" FOREIGN KEY ("booked_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_cancelled_by_uid_users_id_fk" FOREIGN KEY ("cancelled_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_saarthi_id_saarthis_id_fk" FOREIGN KEY ("saarthi_id") REFERENCES "public"."saarthis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentee_uid_users_id_fk" FOREIGN KEY ("mentee_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_ended_by_uid_users_id_fk" FOREIGN KEY ("ended_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saarthi_availability" ADD CONSTRAINT "saarthi_availability_saarthi_id_saarthis_id_fk" FOREIGN KEY ("saarthi_id") REFERENCES "public"."saarthis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saarthis" ADD CONSTRAINT "saarthis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saarthis" ADD CONSTRAINT "saarthis_reviewed_by_uid_users_id_fk" FOREIGN KEY ("reviewed_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_reports_once_unique" ON "abuse_reports" USING btree ("target_type","target_id","reporter_uid");--> statement-breakpoint
CREATE INDEX "blog_comments_blog_idx" ON "blog_comments" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_comments_parent_idx" ON "blog_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blog_reactions_user_idx" ON "blog_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_target_unique" ON "moderation_cases" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_state_idx" ON "moderation_cases" USING btree ("state","last_reported_at");--> statement-breakpoint
CREATE INDEX "case_studies_listing_idx" ON "case_studies" USING btree ("type","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_once_unique" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_elements_entity_unique" ON "featured_elements" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "feeds_published_idx" ON "feeds" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "impression_views_day_idx" ON "impression_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_feedback_once_unique" ON "mentorship_feedback" USING btree ("mentorship_id","from_uid");--> statement-breakpoint
CREATE INDEX "mentorship_goals_mentorship_idx" ON "mentorship_goals" USING btree ("mentorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_sessions_mentor_start_unique" ON "mentorship_sessions" USING btree ("saarthi_id","starts_at") WHERE "mentorship_sessions"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "mentorship_sessions_mentorship_idx" ON "mentorship_sessions" USING btree ("mentorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorships_open_pair_unique" ON "mentorships" USING btree ("saarthi_id","mentee_uid") WHERE "mentorships"."status" in ('requested', 'active');--> statement-breakpoint
CREATE INDEX "mentorships_mentee_idx" ON "mentorships" USING btree ("mentee_uid");--> statement-breakpoint
CREATE INDEX "saarthi_availability_saarthi_idx" ON "saarthi_availability" USING btree ("saarthi_id");--> statement-breakpoint
CREATE INDEX "saarthis_status_idx" ON "saarthis" USING btree ("status");--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_uid_users_id_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blogs_author_idx" ON "blogs" USING btree ("author_uid");--> statement-breakpoint
CREATE INDEX "blogs_tags_idx" ON "blogs" USING gin ("tags");