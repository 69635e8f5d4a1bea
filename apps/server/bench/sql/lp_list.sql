-- GET /lp-members: the session, the firm's LPs counted, a page, the page's commitments.
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
SELECT count(*) FROM lp_members WHERE company_id = :company AND deleted_at IS NULL;
SELECT * FROM lp_members WHERE company_id = :company AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0;
SELECT a.lp_member_id, count(DISTINCT a.union_id), coalesce(sum(a.amount), 0)::bigint
  FROM applicants a JOIN unions u ON u.id = a.union_id AND u.deleted_at IS NULL
  WHERE a.lp_member_id = ANY(ARRAY[:lp_ids]::bigint[]) AND a.deleted_at IS NULL GROUP BY a.lp_member_id;
