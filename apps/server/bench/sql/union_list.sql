-- GET /unions: the session, the firm's live unions counted, a page of them, their applied sums.
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
SELECT count(*) FROM unions WHERE company_id = :company AND deleted_at IS NULL;
SELECT * FROM unions WHERE company_id = :company AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0;
SELECT union_id, sum(amount) FROM union_applicant_stats WHERE union_id IN (:union_ids) GROUP BY union_id;
