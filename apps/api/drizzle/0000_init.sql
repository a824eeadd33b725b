CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"custom_url" text NOT NULL,
	"logo_path" text,
	"banner_image_url" text,
	"description" text,
	"gallery_image_urls" text,
	"key_highlights" text,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headquarter" text,
	"establishment_date" text,
	"no_of_employees" text,
	"industry" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_custom_url_unique" UNIQUE("custom_url")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"cust_url" text NOT NULL,
	"image_link" text,
	"location" text NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"ctc_currency" text DEFAULT 'INR' NOT NULL,
	"min_ctc" integer DEFAULT 0 NOT NULL,
	"max_ctc" integer DEFAULT 0 NOT NULL,
	"ctc_category" text DEFAULT 'annual' NOT NULL,
	"is_salary_hidden" boolean DEFAULT false NOT NULL,
	"job_type" text NOT NULL,
	"duration" text,
	"min_yoe" real DEFAULT 0 NOT NULL,
	"max_yoe" real DEFAULT 0 NOT NULL,
	"yoe_text_for_zero" text,
	"applicant_count" integer DEFAULT 0 NOT NULL,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_cust_url_unique" UNIQUE("cust_url")
);
--> statement-breakpoint
CREATE TABLE "drills" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"name" text NOT NULL,
	"cust_url" text NOT NULL,
	"logo_url" text,
	"partner_name" text NOT NULL,
	"location" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"registration_end_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"nature" text DEFAULT 'online' NOT NULL,
	"team_min" integer DEFAULT 1 NOT NULL,
	"team_max" integer DEFAULT 1 NOT NULL,
	"total_prize_value" integer DEFAULT 0 NOT NULL,
	"registration_count_visible" boolean DEFAULT true NOT NULL,
	"applicant_count" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drills_cust_url_unique" UNIQUE("cust_url")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cust_url" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"author_name" text NOT NULL,
	"cover_image_url" text,
	"tags" text DEFAULT '' NOT NULL,
	"read_minutes" integer DEFAULT 4 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_cust_url_unique" UNIQUE("cust_url")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'webinar' NOT NULL,
	"mode" text DEFAULT 'online' NOT NULL,
	"topic" text NOT NULL,
	"agenda" text NOT NULL,
	"owner" text NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'show' NOT NULL,
	"location" text,
	"address" text,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"img_extension" text,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_of_users_on_platform" integer DEFAULT 0 NOT NULL,
	"number_of_job_posted" integer DEFAULT 0 NOT NULL,
	"number_of_partners" integer DEFAULT 0 NOT NULL,
	"joinings_done" integer DEFAULT 0 NOT NULL,
	"user_updatedby" text,
	"record_insertedts" timestamp with time zone DEFAULT now() NOT NULL,
	"number_of_squad_programs" integer DEFAULT 0 NOT NULL,
	"number_of_hackathons" integer DEFAULT 0 NOT NULL,
	"number_of_professionals_users" integer DEFAULT 0 NOT NULL,
	"number_of_freshers_users" integer DEFAULT 0 NOT NULL,
	"number_of_fresher_hired" integer DEFAULT 0 NOT NULL,
	"number_of_interns_hired" integer DEFAULT 0 NOT NULL,
	"number_ofmeetups" integer DEFAULT 0 NOT NULL,
	"number_of_colleges" integer DEFAULT 0 NOT NULL,
	"number_of_fresher_drives" integer DEFAULT 0 NOT NULL,
	"number_of_students_in_squad" integer DEFAULT 0 NOT NULL,
	"number_of_open_innovation" integer DEFAULT 0 NOT NULL,
	"number_of_eyeballs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"posted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by_username" text NOT NULL,
	"posted_by_user_designation" text NOT NULL,
	"posted_content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_full_name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"purpose_to_connect" text NOT NULL,
	"message" text NOT NULL,
	"contact_us_source" text NOT NULL,
	"image_url" text,
	"visible" boolean DEFAULT false NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'stored' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text,
	"utype" text DEFAULT 'Student' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"password_hash" text NOT NULL,
	"referral_code" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_featured_idx" ON "partners" USING btree ("is_featured");--> statement-breakpoint
CREATE INDEX "jobs_partner_idx" ON "jobs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "jobs_featured_idx" ON "jobs" USING btree ("is_featured","created_at");--> statement-breakpoint
CREATE INDEX "drills_partner_idx" ON "drills" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "drills_end_idx" ON "drills" USING btree ("end_dt");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");