CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"operation" text,
	"user_id" integer,
	"session_id" text,
	"role" text,
	"insured_person_id" bigint,
	"record_id" text,
	"result" text NOT NULL,
	"user_name" text,
	"client_hash" text
);
--> statement-breakpoint
CREATE TABLE "doctor_practices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_practices" ADD CONSTRAINT "doctor_practices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_person_at_idx" ON "audit_log" USING btree ("insured_person_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- The audit log is append-only (issue 11): UPDATE, DELETE and TRUNCATE are refused, except the
-- retention purge, which deletes only rows older than the cutoff it set in this transaction.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purge_before text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    purge_before := current_setting('zk.audit_purge_before', true);
    IF purge_before IS NOT NULL AND purge_before <> '' AND OLD.at < purge_before::timestamptz THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The one path that removes audit rows: rows older than `retention_days` (at least 30). SECURITY
-- DEFINER, so on PostgreSQL an app role without DELETE on audit_log may still run the purge.
CREATE FUNCTION audit_log_purge(retention_days integer) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  cutoff timestamptz;
  removed bigint;
BEGIN
  IF retention_days IS NULL OR retention_days < 30 THEN
    RAISE EXCEPTION 'audit_log_purge: retention must be at least 30 days';
  END IF;
  cutoff := now() - make_interval(days => retention_days);
  PERFORM set_config('zk.audit_purge_before', cutoff::text, true);
  DELETE FROM audit_log WHERE at < cutoff;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('zk.audit_purge_before', '', true);
  RETURN removed;
END
$$;
--> statement-breakpoint
-- The signing key is no longer kept in the database (server/identity/keys.ts).
DELETE FROM "server_settings" WHERE "key" = 'jwt_secret';
