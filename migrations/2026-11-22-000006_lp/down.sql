DROP TABLE applicant_documents;
DROP TABLE invitations;
DROP TABLE lp_group_members;
DROP TABLE lp_groups;
DROP INDEX applicants_union_lp_member_key;
DROP INDEX applicants_lp_member_idx;
ALTER TABLE applicants DROP COLUMN document_count, DROP COLUMN lp_member_id;
DROP TABLE lp_members;
