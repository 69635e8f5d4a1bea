//! The portfolio domain's tables: the firm's portfolios and their pages (`portfolios`), and the
//! share links with the public reads they open (`shares`).

pub mod codes;
pub mod portfolios;
pub mod shares;
pub mod visits;
