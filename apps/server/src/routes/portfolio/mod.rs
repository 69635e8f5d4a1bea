//! Portfolios: pages and their files, share links, and the public share pages.

pub mod files;
pub mod portfolios;
pub mod share;
pub mod share_links;
