DROP TABLE valuations;
DROP TABLE recoveries;
DROP TABLE funding_rounds;
DROP TABLE investments;
