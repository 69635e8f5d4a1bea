DROP TABLE distribution_shares;
DROP TABLE distributions;
