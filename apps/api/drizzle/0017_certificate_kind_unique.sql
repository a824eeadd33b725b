DROP INDEX "drill_certificates_participant_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "drill_certificates_participant_kind_unique" ON "drill_certificates" USING btree ("participant_id","kind");