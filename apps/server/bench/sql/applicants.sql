-- GET /unions/{id}/applicants: the session, then the union with its co-GP count, the status stats
-- and a page, sent together (the server pipelines them on one connection).
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
\startpipeline
SELECT unit_price, unit_count, (SELECT count(*) FROM union_co_gps g WHERE g.union_id = unions.id) FROM unions
  WHERE id = :union AND company_id = :company AND deleted_at IS NULL;
SELECT status, applicant_count, amount FROM union_applicant_stats WHERE union_id = :union;
SELECT id, union_id, name, lp_type, unit_count, amount, phone, email, status, applied_at FROM applicants
  WHERE union_id = :union AND company_id = :company AND deleted_at IS NULL ORDER BY applied_at DESC, id DESC LIMIT 10;
\endpipeline
