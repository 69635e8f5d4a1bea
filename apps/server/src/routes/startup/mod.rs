//! Startups: profiles and search, notes, edits and fact checks, files and figures, data requests, news.

pub mod data_requests;
pub mod dto;
pub mod edits;
pub mod fact_checks;
pub mod figures_sheet;
pub mod files;
pub mod guard;
pub mod news;
pub mod notes;
pub mod searches;
pub mod startups;
