-- GET /shares/{token}/items/{no} (public, no session): the link by its token's digest; then
-- the page with its startup's name and the shown pages' order (previous, next), pipelined.
-- The statements as the server sends them (copied from PostgreSQL's statement log), with the
-- values it binds as pgbench variables (run.sh's -D).
SELECT "share_links"."id", "share_links"."portfolio_id", "share_links"."expires_at", "share_links"."revoked_at", "share_links"."password_hash", "share_links"."allow_download", "share_links"."require_email", "portfolios"."title", "portfolios"."title_pdf_at", "portfolios"."full_pdf_at" FROM ("share_links" INNER JOIN "portfolios" ON ("portfolios"."id" = "share_links"."portfolio_id")) WHERE (("share_links"."token_hash" = :share_digest) AND ("portfolios"."deleted_at" IS NULL)) LIMIT :one;
\startpipeline
SELECT "portfolio_items"."id", "portfolio_items"."startup_id", "companies"."name", "portfolio_items"."position", "portfolio_items"."title", "portfolio_items"."block_first", "portfolio_items"."block_second", "portfolio_items"."block_third", "users"."name", "portfolio_items"."updated_at", "portfolio_items"."pdf_at" FROM (("portfolio_items" INNER JOIN "companies" ON ("companies"."id" = "portfolio_items"."startup_id")) LEFT OUTER JOIN "users" ON ("users"."id" = "portfolio_items"."updated_by")) WHERE ((("portfolio_items"."id" = :share_item) AND ("portfolio_items"."portfolio_id" = :portfolio)) AND ("portfolio_items"."position" IS NOT NULL)) LIMIT :one;
SELECT "portfolio_items"."id" FROM "portfolio_items" WHERE (("portfolio_items"."portfolio_id" = :portfolio) AND ("portfolio_items"."position" IS NOT NULL)) ORDER BY "portfolio_items"."position" ASC, "portfolio_items"."id" ASC;
\endpipeline
