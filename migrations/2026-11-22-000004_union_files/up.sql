-- Files of a union's data tab, and the ledger of stored objects no row owns (uploads in flight,
-- deletes not yet done), so nothing in the object store is ever lost track of.
CREATE TABLE union_files (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    union_id     BIGINT NOT NULL REFERENCES unions (id),
    category     TEXT NOT NULL CHECK (category IN ('officialDocument', 'unionRegulations',
                     'uniqueNumberCertificate', 'bankAccountCopy', 'memberWrittenDocuments',
                     'investmentProposal', 'unionSealRegistrationCertificate', 'others')),
    file_name    TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL CHECK (size_bytes > 0),
    content_type TEXT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    uploaded_by  BIGINT REFERENCES users (id),
    uploaded_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX union_files_union_idx ON union_files (union_id, uploaded_at, id);

CREATE SEQUENCE object_key_seq;
CREATE TABLE pending_objects (
    key        TEXT PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX pending_objects_created_idx ON pending_objects (created_at);
