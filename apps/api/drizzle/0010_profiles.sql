CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"added_by_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "profile_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"course_level" text,
	"degree" text,
	"institution" text NOT NULL,
	"college_id" integer,
	"study_year" text,
	"degree_level" text,
	"grade_type" text,
	"grade" real,
	"start_year" integer,
	"end_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_other" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"issuer" text,
	"reference" text,
	"status" text,
	"date" date,
	"url" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"employment_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"current_job" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "current_address" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "current_state" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "languages_known" jsonb;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "other_details" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "social_links" jsonb;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "profile_pic_key" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "experience_years" real;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "notice_period" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "pan_number" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "pan_scan_key" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "aadhaar_last_four" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "govt_id_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_added_by_uid_users_id_fk" FOREIGN KEY ("added_by_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education" ADD CONSTRAINT "profile_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education" ADD CONSTRAINT "profile_education_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_other" ADD CONSTRAINT "profile_other_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD CONSTRAINT "profile_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skills" ADD CONSTRAINT "profile_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_work" ADD CONSTRAINT "profile_work_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colleges_name_unique" ON "colleges" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "profile_education_user_idx" ON "profile_education" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_other_user_idx" ON "profile_other" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_projects_user_idx" ON "profile_projects" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_skills_user_name_unique" ON "profile_skills" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "profile_work_user_idx" ON "profile_work" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_unique" ON "skills" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");