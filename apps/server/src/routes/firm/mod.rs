//! The firm's workspace: company and members, its profile, tasks, messages, the dashboard, the raw data download.

pub mod company;
pub mod dashboard;
pub mod messages;
pub mod profile;
pub mod raw_data;
pub mod tasks;
