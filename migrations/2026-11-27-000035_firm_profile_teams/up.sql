-- The firm's own details and its teams (issue 20). The details are what a GP's papers need
-- (address, phone, homepage, contact e-mail, founding date) and an introduction; the CEO edits
-- them. Teams group the firm's members for the 그룹 관리 screen; a member may be in several,
-- one of them may lead it. Names are unique per firm, ignoring case and outer spaces.
ALTER TABLE companies
    ADD COLUMN address       TEXT NOT NULL DEFAULT '',
    ADD COLUMN phone         TEXT NOT NULL DEFAULT '',
    ADD COLUMN homepage      TEXT NOT NULL DEFAULT '',
    ADD COLUMN contact_email TEXT NOT NULL DEFAULT '',
    ADD COLUMN founded_on    DATE,
    ADD COLUMN introduction  TEXT NOT NULL DEFAULT '';

CREATE TABLE teams (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    name        TEXT NOT NULL CHECK (btrim(name) <> ''),
    leader_id   BIGINT REFERENCES users (id),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teams_company_name_key ON teams (company_id, lower(btrim(name)));

CREATE TABLE team_members (
    team_id    BIGINT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users (id),
    company_id BIGINT NOT NULL REFERENCES companies (id),
    PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_idx ON team_members (user_id);
