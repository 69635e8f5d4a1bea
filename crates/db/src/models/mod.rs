//! Row structs as diesel reads and writes them, each with its conversion into the domain type.

pub mod account_row;
pub mod applicant_row;
pub mod lp_row;
pub mod startup_row;
pub mod union_file_row;
pub mod union_row;
