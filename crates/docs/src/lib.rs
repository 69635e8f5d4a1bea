//! Documents the product produces: spreadsheets now (the applicant list, the import template and its reader), PDFs later.

pub mod applicant_import;
pub mod applicant_sheet;
