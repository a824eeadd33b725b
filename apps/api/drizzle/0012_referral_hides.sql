CREATE TABLE "referral_hides" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_hides" ADD CONSTRAINT "referral_hides_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_hides" ADD CONSTRAINT "referral_hides_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_hides_referrer_idx" ON "referral_hides" USING btree ("referrer_id");