-- The firm's tasks (issue 20): written by hand or raised by the product. An automatic task is
-- one per (kind, place): the unique key lets a raise run twice at once and still make one.
CREATE TABLE tasks (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    title        TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    union_id     BIGINT REFERENCES unions (id),
    due_on       DATE,
    assignee_id  BIGINT REFERENCES users (id),
    status       TEXT NOT NULL CHECK (status IN ('todo', 'in_progress', 'done')),
    -- NULL for tasks written by hand.
    auto_kind    TEXT CHECK (auto_kind IN ('documents_to_review', 'payments_overdue', 'data_request_late')),
    auto_ref     BIGINT,
    -- How many things waited when the product last wrote the task.
    auto_count   BIGINT NOT NULL DEFAULT 0,
    created_by   BIGINT REFERENCES users (id),
    created_at   TIMESTAMPTZ NOT NULL,
    updated_at   TIMESTAMPTZ NOT NULL,
    completed_at TIMESTAMPTZ,
    CHECK ((auto_kind IS NULL) = (auto_ref IS NULL)),
    UNIQUE (company_id, auto_kind, auto_ref)
);
CREATE INDEX tasks_company_idx ON tasks (company_id, status, due_on);

CREATE TABLE task_comments (
    id         BIGSERIAL PRIMARY KEY,
    task_id    BIGINT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    company_id BIGINT NOT NULL REFERENCES companies (id),
    author_id  BIGINT NOT NULL REFERENCES users (id),
    body       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX task_comments_task_idx ON task_comments (task_id, id);
