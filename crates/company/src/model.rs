//! The ids the crate's modules share (each module's own types stay with it).

kernel::define_id!(
    /// A startup is a company of kind startup; its id is the company's.
    StartupId
);
