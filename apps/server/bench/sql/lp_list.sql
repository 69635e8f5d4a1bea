-- GET /lp-members: the session; the firm's kept LP counts and a page, pipelined; the
-- page's commitments.
-- The statements as the server sends them (copied from PostgreSQL's statement log), with the
-- values it binds as pgbench variables (run.sh's -D): pgbench -M prepared sends them as
-- parameters, so the database plans them as it plans the server's.
SELECT "users"."id", "users"."email", "users"."name", "users"."phone", "users"."user_type", "users"."member_type", "users"."form_type", "users"."company_id", "users"."company_role", "users"."group_status", "users"."verified", "users"."is_operator", "users"."two_factor_enabled", "users"."created_at", "companies"."id", "companies"."kind", "companies"."name", "companies"."business_number", "companies"."ceo_name", "companies"."investor_type", "companies"."two_factor_required" FROM ("sessions" INNER JOIN ("users" INNER JOIN "companies" ON ("users"."company_id" = "companies"."id")) ON ("sessions"."user_id" = "users"."id")) WHERE ((("sessions"."token_hash" = :digest) AND ("sessions"."revoked_at" IS NULL)) AND ("sessions"."expires_at" > :now)) LIMIT :one;
\startpipeline
SELECT "lp_member_stats"."status", "lp_member_stats"."member_count" FROM "lp_member_stats" WHERE ("lp_member_stats"."company_id" = :company);
SELECT "lp_members"."id", "lp_members"."name", "lp_members"."lp_type", "lp_members"."phone", "lp_members"."email", "lp_members"."status", "lp_members"."note", "lp_members"."user_id", "lp_members"."created_at" FROM "lp_members" WHERE (("lp_members"."company_id" = :company) AND ("lp_members"."deleted_at" IS NULL)) ORDER BY "lp_members"."created_at" DESC, "lp_members"."id" DESC LIMIT :limit OFFSET :offset;
\endpipeline
SELECT "applicants"."lp_member_id", count( DISTINCT "applicants"."union_id"), int8(sum("applicants"."amount")) FROM ("applicants" INNER JOIN "unions" ON ("applicants"."union_id" = "unions"."id")) WHERE ((("applicants"."lp_member_id" = ANY(:lp_ids)) AND ("applicants"."deleted_at" IS NULL)) AND ("unions"."deleted_at" IS NULL)) GROUP BY "applicants"."lp_member_id";
