-- GET /unions/{id}/applicants?q=김서 in the union of 100,000: the session; the union
-- and its stats, pipelined; the matches read narrowly through the union-keyed pieces (counted per
-- status in the server); the page's rows by id.
-- The statements as the server sends them (copied from PostgreSQL's statement log), with the
-- values it binds as pgbench variables (run.sh's -D): pgbench -M prepared sends them as
-- parameters, so the database plans them as it plans the server's.
SELECT "users"."id", "users"."email", "users"."name", "users"."phone", "users"."user_type", "users"."member_type", "users"."form_type", "users"."company_id", "users"."company_role", "users"."group_status", "users"."verified", "users"."is_operator", "users"."two_factor_enabled", "users"."created_at", "companies"."id", "companies"."kind", "companies"."name", "companies"."business_number", "companies"."ceo_name", "companies"."investor_type", "companies"."two_factor_required" FROM ("sessions" INNER JOIN ("users" INNER JOIN "companies" ON ("users"."company_id" = "companies"."id")) ON ("sessions"."user_id" = "users"."id")) WHERE ((("sessions"."token_hash" = :digest) AND ("sessions"."revoked_at" IS NULL)) AND ("sessions"."expires_at" > :now)) LIMIT :one;
\startpipeline
SELECT "unions"."unit_price", "unions"."unit_count", (SELECT COUNT(*) FROM "union_co_gps" WHERE ("union_co_gps"."union_id" = "unions"."id") LIMIT :one) FROM "unions" WHERE ((("unions"."id" = :search_union) AND ("unions"."company_id" = :company)) AND ("unions"."deleted_at" IS NULL)) LIMIT :one;
SELECT "union_applicant_stats"."status", "union_applicant_stats"."applicant_count", "union_applicant_stats"."amount" FROM "union_applicant_stats" WHERE ("union_applicant_stats"."union_id" = :search_union);
\endpipeline
SELECT "applicants"."id", "applicants"."status", "applicants"."applied_at" FROM "applicants" WHERE (((applicant_search_keys("applicants"."union_id", "applicants"."search_text") @> :search_key) AND ("applicants"."deleted_at" IS NULL)) AND ("applicants"."search_text" LIKE :pattern)) LIMIT :narrow;
SELECT "applicants"."id", "applicants"."union_id", "applicants"."name", "applicants"."lp_type", "applicants"."unit_count", "applicants"."amount", "applicants"."phone", "applicants"."email", "applicants"."status", "applicants"."applied_at", "applicants"."document_count" FROM "applicants" WHERE ("applicants"."id" = ANY(:page_ids));
