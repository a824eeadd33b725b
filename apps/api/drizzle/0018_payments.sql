CREATE TABLE "payment_configurations" (
	"drill_id" integer PRIMARY KEY NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"gst_rate_percent" integer DEFAULT 18 NOT NULL,
	"charge_basis" text DEFAULT 'participant' NOT NULL,
	"refund_policy" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uid" integer,
	"entity_type" text DEFAULT 'drill' NOT NULL,
	"entity_id" integer NOT NULL,
	"participant_id" integer,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"list_price_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"charge_basis" text DEFAULT 'participant' NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"registration" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	"refund_reason" text,
	"receipt_number" text,
	"receipt_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"drill_id" integer,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drills" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD CONSTRAINT "payment_configurations_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD CONSTRAINT "payment_configurations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entity_id_drills_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."drills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_participant_id_drill_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."drill_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_unique" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_order_unique" ON "payments" USING btree ("entity_type","entity_id","uid") WHERE "payments"."status" in ('created', 'attempted');--> statement-breakpoint
CREATE INDEX "payments_entity_status_idx" ON "payments" USING btree ("entity_type","entity_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_uid_idx" ON "payments" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "payments_promo_idx" ON "payments" USING btree ("promo_code_id","status");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_partner_code_unique" ON "promo_codes" USING btree ("partner_id",upper("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_drill_idx" ON "promo_codes" USING btree ("drill_id");--> statement-breakpoint
INSERT INTO "payment_configurations" ("drill_id", "amount") SELECT "id", "registration_fee" FROM "drills" WHERE "registration_fee" > 0 ON CONFLICT DO NOTHING;
