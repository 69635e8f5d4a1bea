//! Startups: profiles, figures and search (shared data), and what each firm keeps about them.

pub mod edits;
pub mod fact_checks;
pub mod files;
pub mod notes;
pub mod requests;
pub mod scores;
pub mod startups;
