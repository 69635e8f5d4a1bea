DROP TRIGGER audit_events_no_truncate ON audit_events;
DROP TRIGGER audit_events_append_only ON audit_events;
DROP FUNCTION audit_events_append_only();
DROP INDEX audit_events_union_idx;
ALTER TABLE audit_events DROP COLUMN union_id;
