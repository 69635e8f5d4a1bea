CREATE INDEX lp_members_search_trgm ON lp_members USING gin (search_text gin_trgm_ops);
DROP INDEX lp_members_search_bigrams;
ALTER TABLE lp_members DROP COLUMN search_bigrams;
DROP INDEX applicants_lp_member_idx;
CREATE INDEX applicants_lp_member_idx ON applicants (lp_member_id, applied_at DESC)
    WHERE lp_member_id IS NOT NULL AND deleted_at IS NULL;
DROP INDEX applicants_company_applied_idx;
