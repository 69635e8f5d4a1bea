//! Documents the product produces: spreadsheets (the applicant list, the import template and its
//! reader) and PDFs (the investment proof certificate).

pub mod applicant_import;
pub mod applicant_sheet;
pub mod certificate_pdf;
pub mod certificate_zip;
