DROP TABLE point_entries; DROP TABLE point_balances; DROP TABLE billing_orders;
