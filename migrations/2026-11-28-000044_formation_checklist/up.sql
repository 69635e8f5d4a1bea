-- The formation checklist (issue 21): one row per union and step once a GP touched it; a step
-- without a row is open. Steps and their order live in union::formation.
CREATE TABLE union_formation_steps (
    union_id      BIGINT NOT NULL REFERENCES unions (id),
    step          TEXT NOT NULL CHECK (step IN (
                      'plan_approval', 'unique_number', 'bank_account', 'payments', 'general_meeting', 'registration')),
    done_on       DATE,
    due_on        DATE,
    owner_user_id BIGINT REFERENCES users (id),
    note          TEXT NOT NULL DEFAULT '',
    updated_by    BIGINT REFERENCES users (id),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (union_id, step)
);
