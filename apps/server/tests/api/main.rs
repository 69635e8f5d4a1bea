//! HTTP tests: the real app on a fresh PostgreSQL database per test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod helpers;

mod account;
mod applicant_import;
mod applicants;
mod audit;
mod auth;
mod communication;
mod contract;
mod data_requests;
mod demo_seed;
mod evidence;
mod idempotency;
mod investments;
mod invitations;
mod join;
mod ledger_import;
mod legacy_reports;
mod lp_members;
mod mail_delivery;
mod members;
mod platform;
mod portfolio_files;
mod portfolios;
mod reports;
mod reset;
mod share_email_gate;
mod share_visits;
mod startup_files;
mod startup_news;
mod startup_notes;
mod startup_upkeep;
mod startups;
mod union_files;
mod unions;
