DROP TABLE capital_payments;
DROP TABLE capital_calls;
