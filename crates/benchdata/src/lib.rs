//! Benchmark data for `johap seed-bench` (`just bench`): kept out of the product's adapter so
//! the database crate has one job and one driver (diesel_async); this crate adds tokio-postgres
//! for COPY.

pub mod ledger;
pub mod population;
pub mod startups;
pub mod unions;
