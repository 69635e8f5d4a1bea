DROP TABLE applicant_evidence;
