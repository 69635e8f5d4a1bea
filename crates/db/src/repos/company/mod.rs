//! Startups: profiles, figures and search.

pub mod startups;
