//! Documents the product produces and reads: spreadsheets (the applicant list, the import
//! template and its reader), PDFs (the investment proof certificate, the investment reports) and uploaded zip archives.

pub mod applicant_import;
pub mod applicant_sheet;
pub mod archive;
pub mod certificate_pdf;
pub mod certificate_zip;
pub mod editor_images;
pub mod figures_sheet;
pub mod ledger_sheet;
pub mod member_register;
pub mod pdf_kit;
pub mod pdf_stamp;
pub mod raw_data_sheet;
pub mod report_pdf;
pub mod tax_paper_pdf;
