-- GET /unions/{id}/applicants?q=김서 in the union of 100,000: as the list, but the matches are read
-- narrowly (ids, status, time) through the union-keyed pieces, counted per status in the server,
-- and the page's rows read by id. (The key '<union>:김서' is spelled as a concatenation: pgbench
-- would take ':김서' for one of its variables.) The union and its stats are sent together, as the
-- server pipelines them.
SELECT u.id, u.email, u.name, u.user_type, u.member_type, u.company_role, u.group_status, u.verified, c.id, c.name, c.kind FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.token_hash = decode(':digest', 'hex') AND s.revoked_at IS NULL AND s.expires_at > now();
\startpipeline
SELECT unit_price, unit_count, (SELECT count(*) FROM union_co_gps g WHERE g.union_id = unions.id) FROM unions
  WHERE id = :search_union AND company_id = :company AND deleted_at IS NULL;
SELECT status, applicant_count, amount FROM union_applicant_stats WHERE union_id = :search_union;
\endpipeline
SELECT id, status, applied_at FROM applicants WHERE applicant_search_keys(union_id, search_text) @> ARRAY[':search_union' || ':' || '김서']
  AND deleted_at IS NULL AND search_text LIKE '%김서%' LIMIT 10001;
SELECT id, union_id, name, lp_type, unit_count, amount, phone, email, status, applied_at FROM applicants
  WHERE id = ANY(ARRAY[:page_ids]::bigint[]);
