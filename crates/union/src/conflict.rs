//! The union adapter's typed refusals, a leaf every rule can name without the error type.

/// Why the union adapter refuses a write: decided by the domain on the locked rows
/// (`UnionStatus::check_editable`, `UnionStatus::check_still`) or by the firm's unique
/// union number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnionConflict {
    /// Another union of the firm has this unique number.
    UniqueNumberTaken,
    /// The union is formed (E).
    Formed,
    /// The union's or applicant's status moved since it was read.
    StatusChanged,
    /// The union's applied amounts would no longer add up within 64 bits.
    AmountTooLarge,
    /// One more paying member would make more than the union's member cap (`rules::MAX_MEMBERS`).
    MemberCapReached,
    /// The edit drops a co-GP whose seat has payments recorded.
    GpSeatHasPayments,
}
