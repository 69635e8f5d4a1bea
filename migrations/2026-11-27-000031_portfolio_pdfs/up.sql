-- The PDFs of a portfolio (issue 19), made in the GP's browser and kept in the file store under
-- fixed keys: each page's overview, the title page and the whole portfolio. A column holds when
-- the file was last stored (NULL: none yet), so a reader knows whether to show a frame and the
-- GP sees a page changed after its PDF was made.
ALTER TABLE portfolios ADD COLUMN title_pdf_at TIMESTAMPTZ, ADD COLUMN full_pdf_at TIMESTAMPTZ;
ALTER TABLE portfolio_items ADD COLUMN pdf_at TIMESTAMPTZ;
