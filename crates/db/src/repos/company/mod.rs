//! Startups: profiles, figures and search (shared data), and what each firm keeps about them.

pub mod notes;
pub mod startups;
