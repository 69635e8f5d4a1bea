//! A union's money: capital calls and payments, distributions, the LPs' tax papers.

pub mod calls;
pub mod distributions;
pub mod tax_papers;
