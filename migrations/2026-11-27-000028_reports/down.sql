DROP TABLE report_opinions;
DROP TABLE reports;
