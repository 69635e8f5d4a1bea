//! Documents the product produces: spreadsheets now (the applicant list), PDFs later.

pub mod applicant_sheet;
