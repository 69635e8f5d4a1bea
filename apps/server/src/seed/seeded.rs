//! What the seed made, handed from one part to the next (the unions to capital, LP and mail).

use union::{ApplicantId, ApplicantStatus, UnionId};

use super::data::UnionSpec;

/// An applicant the seed made, for the LP and mail parts.
#[derive(Debug, Clone)]
pub struct SeededApplicant {
    pub id: ApplicantId,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub corporate: bool,
    pub status: ApplicantStatus,
}

pub struct SeededUnion {
    pub id: UnionId,
    pub spec: &'static UnionSpec,
    pub applicants: Vec<SeededApplicant>,
}
