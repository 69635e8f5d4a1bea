DROP TABLE startup_saved_searches;
