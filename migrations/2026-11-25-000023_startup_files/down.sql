ALTER TABLE startup_profiles DROP COLUMN logo_token, DROP COLUMN photo_token;
DROP TABLE startup_images;
DROP TABLE startup_documents;
