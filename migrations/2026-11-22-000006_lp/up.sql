-- LP side: a firm's LP records, groups of them, e-mail invitations to a union, the link from an
-- application to the LP who made it, and the member documents an LP sends (FLF codes).

-- A firm's LP (the spec's LP member). `user_id` is the LP's own account once they accept an
-- invitation; an LP the GP only keeps on record has none. Name and phone are empty until known.
CREATE TABLE lp_members (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    name        TEXT NOT NULL DEFAULT '',
    lp_type     TEXT NOT NULL DEFAULT 'individual' CHECK (lp_type IN ('individual', 'corporate')),
    phone       TEXT NOT NULL DEFAULT '',
    email       TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL DEFAULT 'W' CHECK (status IN ('W', 'N', 'S')),
    note        TEXT NOT NULL DEFAULT '',
    user_id     BIGINT REFERENCES users (id),
    search_text TEXT NOT NULL GENERATED ALWAYS AS (lower(name) || ' ' || email) STORED,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at  TIMESTAMPTZ
);
CREATE UNIQUE INDEX lp_members_company_email_key ON lp_members (company_id, email)
    WHERE email <> '' AND deleted_at IS NULL;
CREATE UNIQUE INDEX lp_members_company_user_key ON lp_members (company_id, user_id)
    WHERE user_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX lp_members_company_idx ON lp_members (company_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX lp_members_search_trgm ON lp_members USING gin (search_text gin_trgm_ops);
CREATE INDEX lp_members_user_idx ON lp_members (user_id) WHERE user_id IS NOT NULL;

-- Matching: an application belongs to at most one LP record, and an LP applies once per union.
ALTER TABLE applicants
    ADD COLUMN lp_member_id BIGINT REFERENCES lp_members (id),
    ADD COLUMN document_count INTEGER NOT NULL DEFAULT 0 CHECK (document_count >= 0);
CREATE INDEX applicants_lp_member_idx ON applicants (lp_member_id, applied_at DESC)
    WHERE lp_member_id IS NOT NULL AND deleted_at IS NULL;
CREATE UNIQUE INDEX applicants_union_lp_member_key ON applicants (union_id, lp_member_id)
    WHERE lp_member_id IS NOT NULL AND deleted_at IS NULL;

CREATE TABLE lp_groups (
    id                 BIGSERIAL PRIMARY KEY,
    company_id         BIGINT NOT NULL REFERENCES companies (id),
    name               TEXT NOT NULL CHECK (name <> ''),
    description        TEXT NOT NULL DEFAULT '',
    image_key          TEXT UNIQUE,
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at         TIMESTAMPTZ
);
CREATE INDEX lp_groups_company_idx ON lp_groups (company_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE lp_group_members (
    group_id     BIGINT NOT NULL REFERENCES lp_groups (id),
    lp_member_id BIGINT NOT NULL REFERENCES lp_members (id),
    added_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, lp_member_id)
);
CREATE INDEX lp_group_members_member_idx ON lp_group_members (lp_member_id);

-- An invitation to apply to a union. Only the SHA-256 of the link's token is kept; the link
-- works until `expires_at` and only once (`used_at`).
CREATE TABLE invitations (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    union_id     BIGINT NOT NULL REFERENCES unions (id),
    lp_member_id BIGINT NOT NULL REFERENCES lp_members (id),
    email        TEXT NOT NULL,
    token_hash   BYTEA NOT NULL UNIQUE,
    invited_by   BIGINT REFERENCES users (id),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at   TIMESTAMPTZ NOT NULL,
    used_at      TIMESTAMPTZ,
    used_by      BIGINT REFERENCES users (id),
    revoked_at   TIMESTAMPTZ
);
CREATE INDEX invitations_union_email_idx ON invitations (union_id, email);
CREATE INDEX invitations_used_by_idx ON invitations (used_by, union_id) WHERE used_by IS NOT NULL;

-- Member documents an LP sends for an application (FLF0001-FLF0008).
CREATE TABLE applicant_documents (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    applicant_id BIGINT NOT NULL REFERENCES applicants (id),
    kind         TEXT NOT NULL CHECK (kind ~ '^FLF000[1-8]$'),
    file_name    TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL CHECK (size_bytes > 0),
    content_type TEXT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    uploaded_by  BIGINT REFERENCES users (id),
    uploaded_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX applicant_documents_applicant_idx ON applicant_documents (applicant_id, uploaded_at, id);
CREATE INDEX applicant_documents_company_idx ON applicant_documents (company_id, uploaded_at DESC);
