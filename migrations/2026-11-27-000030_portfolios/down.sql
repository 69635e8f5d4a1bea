DROP TABLE share_links;
DROP TABLE portfolio_items;
DROP TABLE portfolios;
