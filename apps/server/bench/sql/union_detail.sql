-- GET /unions/{id}: the session, the union, its co-GPs.
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
SELECT * FROM unions WHERE id = :union AND company_id = :company AND deleted_at IS NULL;
SELECT * FROM union_co_gps WHERE union_id = :union ORDER BY position;
