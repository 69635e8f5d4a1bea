DROP TABLE startup_news;
