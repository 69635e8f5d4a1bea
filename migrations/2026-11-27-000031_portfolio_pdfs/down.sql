ALTER TABLE portfolio_items DROP COLUMN pdf_at;
ALTER TABLE portfolios DROP COLUMN title_pdf_at, DROP COLUMN full_pdf_at;
