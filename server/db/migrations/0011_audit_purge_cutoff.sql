-- The purge's session setting alone opened the audit log: a session that set a cutoff in the
-- future could delete every row (issue 36). The trigger now also refuses a cutoff younger than the
-- purge's own minimum retention of 30 days, so the setting can never reach a row the purge itself
-- could not remove.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purge_before text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    purge_before := current_setting('zk.audit_purge_before', true);
    IF purge_before IS NOT NULL AND purge_before <> ''
      AND purge_before::timestamptz <= now() - interval '30 days'
      AND OLD.at < purge_before::timestamptz THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
