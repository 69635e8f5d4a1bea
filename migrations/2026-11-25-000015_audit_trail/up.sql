-- The audit trail (issue 16): each event names the union it belongs to, so a union's history
-- (its own changes and its applicants', files', mailings', evidence's) is one indexed read;
-- action names become one vocabulary (past tense); and the table is append-only.

ALTER TABLE audit_events ADD COLUMN union_id BIGINT REFERENCES unions (id);

UPDATE audit_events SET union_id = entity_id
 WHERE entity IN ('union', 'union_bank_account');
UPDATE audit_events e SET union_id = a.union_id FROM applicants a
 WHERE e.entity = 'applicant' AND a.id = e.entity_id;
UPDATE audit_events e SET union_id = f.union_id FROM union_files f
 WHERE e.entity = 'union_file' AND f.id = e.entity_id;
UPDATE audit_events e SET union_id = m.union_id FROM mailings m
 WHERE e.entity = 'mailing' AND m.id = e.entity_id;

-- Evidence was recorded on the union; it is its own entity now.
UPDATE audit_events SET entity = 'evidence', action = 'uploaded'
 WHERE entity = 'union' AND action = 'evidence_uploaded';
UPDATE audit_events SET entity = 'evidence', action = 'deleted'
 WHERE entity = 'union' AND action = 'evidence_deleted';
UPDATE audit_events SET action = CASE action
    WHEN 'create' THEN 'created'
    WHEN 'update' THEN 'updated'
    WHEN 'delete' THEN 'deleted'
    WHEN 'change' THEN 'updated'
    WHEN 'match' THEN 'matched'
    WHEN 'unmatch' THEN 'unmatched'
    WHEN 'members' THEN 'members_set'
    WHEN 'invite' THEN 'invited'
    WHEN 'accept_invitation' THEN 'invitation_accepted'
    WHEN 'send' THEN 'sent'
    WHEN 'save' THEN 'saved'
    ELSE action END;

CREATE INDEX audit_events_union_idx ON audit_events (union_id, occurred_at DESC, id DESC)
 WHERE union_id IS NOT NULL;

-- Append-only: what was recorded stays as it was. Deleting a firm's data for good (the demo
-- reset) disables the trigger inside its own transaction, as the table's owner.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_events_append_only
    BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate
    BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
