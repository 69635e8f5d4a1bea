DROP TABLE inquiry_files;
DROP TABLE inquiries;
DROP TABLE faqs;
DROP TABLE notices;
ALTER TABLE users DROP COLUMN is_operator;
