//! Unions, applicants, their formation and rules, union files and investment evidence.

pub mod applicants;
pub mod evidence;
pub mod formation;
pub mod overview;
pub mod rules;
pub mod union_files;
pub mod unions;
