-- A startup's files (issue 17): documents by code (spec section 9: SF01–SF19) and its two
-- pictures. A picture is served by its random token to anyone holding it (logos are public,
-- and issue 19's share pages show them without an account); a new picture gets a new token,
-- so a cached one is never stale. The profile names its current tokens, so search cards read
-- the logo without a join.
CREATE TABLE startup_documents (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('SF01', 'SF03', 'SF04', 'SF06', 'SF14', 'SF15', 'SF16',
                     'SF17', 'SF18', 'SF19')),
    file_name    TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL CHECK (size_bytes > 0),
    content_type TEXT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    uploaded_by  BIGINT REFERENCES users (id),
    uploaded_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX startup_documents_company_idx ON startup_documents (company_id, kind, uploaded_at, id);

CREATE TABLE startup_images (
    token        TEXT PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    slot         TEXT NOT NULL CHECK (slot IN ('logo', 'photo')),
    file_name    TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL CHECK (size_bytes > 0),
    content_type TEXT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    uploaded_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (company_id, slot)
);

ALTER TABLE startup_profiles ADD COLUMN logo_token TEXT, ADD COLUMN photo_token TEXT;
