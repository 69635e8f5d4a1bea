//! Unions, applicants, union files and investment evidence.

pub mod applicants;
pub mod capital;
pub mod evidence;
pub mod formation;
pub mod overview;
pub mod rules;
pub mod tax_papers;
pub mod union_files;
pub mod unions;
