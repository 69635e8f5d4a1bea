-- Investment evidence: one certificate (IRF0015) and one confirmation (IRF0007) per
-- contributing member; a new upload replaces the old file.
CREATE TABLE applicant_evidence (
    applicant_id BIGINT NOT NULL REFERENCES applicants (id),
    kind         TEXT NOT NULL CHECK (kind IN ('IRF0015', 'IRF0007')),
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    union_id     BIGINT NOT NULL REFERENCES unions (id),
    file_name    TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL CHECK (size_bytes > 0),
    content_type TEXT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    uploaded_by  BIGINT REFERENCES users (id),
    uploaded_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (applicant_id, kind)
);
CREATE INDEX applicant_evidence_union_idx ON applicant_evidence (union_id);
