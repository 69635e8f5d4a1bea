DROP INDEX mailings_company_id_idx;
DROP INDEX lp_members_company_id_idx;
DROP INDEX applicants_company_id_idx;
