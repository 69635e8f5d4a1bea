//! Points and membership: balance, plans, orders, the payment gateway, refunds.

pub mod orders;
