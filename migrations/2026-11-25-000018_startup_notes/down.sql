DROP TABLE startup_bookmarks;
DROP TABLE startup_opinions;
