//! A union's money: the capital book (calls, payments, distributions), the member register's
//! particulars and the tax papers' facts.

pub mod book;
pub mod register;
pub mod tax_papers;
