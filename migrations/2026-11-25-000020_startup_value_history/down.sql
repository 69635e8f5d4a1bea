DROP TABLE startup_value_history;
