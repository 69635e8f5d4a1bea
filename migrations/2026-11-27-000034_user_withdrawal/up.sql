-- A user's withdrawal (issue 20): the account stays so the firm's records keep their author
-- (shown as '탈퇴한 회원'), but its address and phone are wiped, it cannot log in, and it no
-- longer counts as a member. The reason, when given, is kept for the operator.
ALTER TABLE users
    ADD COLUMN withdrawn_at      TIMESTAMPTZ,
    ADD COLUMN withdrawal_reason TEXT;
