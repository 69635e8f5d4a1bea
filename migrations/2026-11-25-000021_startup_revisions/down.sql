DROP TABLE startup_fact_checks;
DROP TABLE startup_revisions;
