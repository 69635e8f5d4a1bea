DROP TABLE applicant_status_changes;
DROP TABLE applicants;
DROP TABLE union_co_gps;
DROP TABLE unions;
