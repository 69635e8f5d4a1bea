-- GET /unions/{id}/mailings: the session, the union's check, the mailings counted, a page (with
-- the delivery counts the mailing carries).
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
SELECT status, unit_price, unit_count FROM unions WHERE id = :union AND company_id = :company AND deleted_at IS NULL;
SELECT count(*) FROM mailings WHERE union_id = :union AND company_id = :company;
SELECT id, union_id, kind, subject, sender_name, reply_to, recipient_count, group_count, created_at, sent_count, failed_count FROM mailings
  WHERE union_id = :union AND company_id = :company ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0;
