-- The raw data download reads each firm's rows in id order, a batch at a time: these indexes
-- make every batch a range read of that firm's rows only.
CREATE INDEX applicants_company_id_idx ON applicants (company_id, id) WHERE deleted_at IS NULL;
CREATE INDEX lp_members_company_id_idx ON lp_members (company_id, id) WHERE deleted_at IS NULL;
CREATE INDEX mailings_company_id_idx ON mailings (company_id, id);
