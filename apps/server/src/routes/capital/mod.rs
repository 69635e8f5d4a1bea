//! A union's money: capital calls and payments, distributions, the member register, the LPs'
//! tax papers.

pub mod calls;
pub mod distributions;
pub mod register;
pub mod tax_papers;
