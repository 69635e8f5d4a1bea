DROP TABLE tax_paper_mailings;
