DROP TABLE legacy_reports;
