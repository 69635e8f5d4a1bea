-- GET /shares/{token}?page=2 (public, no session): the link by its token's digest with its
-- portfolio's title and PDF marks; then the shown pages matching the search (none: '%%') and
-- ten of them, pipelined.
-- The statements as the server sends them (copied from PostgreSQL's statement log), with the
-- values it binds as pgbench variables (run.sh's -D).
SELECT "share_links"."id", "share_links"."portfolio_id", "share_links"."expires_at", "share_links"."revoked_at", "share_links"."password_hash", "share_links"."allow_download", "share_links"."require_email", "portfolios"."title", "portfolios"."title_pdf_at", "portfolios"."full_pdf_at" FROM ("share_links" INNER JOIN "portfolios" ON ("portfolios"."id" = "share_links"."portfolio_id")) WHERE (("share_links"."token_hash" = :share_digest) AND ("portfolios"."deleted_at" IS NULL)) LIMIT :one;
\startpipeline
SELECT COUNT(*) FROM "portfolio_items" WHERE ((("portfolio_items"."portfolio_id" = :portfolio) AND ("portfolio_items"."position" IS NOT NULL)) AND ("portfolio_items"."title" ILIKE :share_pattern));
SELECT "portfolio_items"."id", "portfolio_items"."title", "portfolio_items"."updated_at", "users"."name" FROM ("portfolio_items" LEFT OUTER JOIN "users" ON ("users"."id" = "portfolio_items"."updated_by")) WHERE ((("portfolio_items"."portfolio_id" = :portfolio) AND ("portfolio_items"."position" IS NOT NULL)) AND ("portfolio_items"."title" ILIKE :share_pattern)) ORDER BY "portfolio_items"."position" ASC, "portfolio_items"."id" ASC LIMIT :limit OFFSET :share_offset;
\endpipeline
