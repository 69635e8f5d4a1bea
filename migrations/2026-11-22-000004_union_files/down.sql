DROP TABLE pending_objects;
DROP SEQUENCE object_key_seq;
DROP TABLE union_files;
