//! Unions: the fund, its applicants (and their xlsx), rules, formation, files, history, mails and evidence.

pub mod applicant_export;
pub mod applicant_import;
pub mod applicants;
pub mod communication;
pub mod dto;
pub mod evidence;
pub mod files;
pub mod formation;
pub mod history;
pub mod rules;
pub mod unions;
