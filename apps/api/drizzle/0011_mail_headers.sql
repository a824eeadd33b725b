ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Status history stays append-only with one exception, the right to erasure (docs/decisions/027): when an
-- account is deleted, the name of whoever moved a status may be replaced by 'Deleted user', and nothing else
-- about the row may change.
CREATE OR REPLACE FUNCTION application_status_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_by_name = 'Deleted user'
    AND NEW.id = OLD.id
    AND NEW.application_id = OLD.application_id
    AND NEW.status_value = OLD.status_value
    AND NEW.feedback IS NOT DISTINCT FROM OLD.feedback
    AND NEW.updated_by_uid IS NOT DISTINCT FROM OLD.updated_by_uid
    AND NEW.status_at = OLD.status_at
    AND NEW.recorded_at = OLD.recorded_at
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'application_status_history is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
