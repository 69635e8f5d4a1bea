//! The union crate's [`Settlement`] port, answered by the capital book: an applicant becomes
//! 납입완료 by payments, and steps back only when they are cancelled.

use kernel::Actor;
use union::applicant::ApplicantId;
use union::error::UnionError;
use union::model::UnionId;
use union::ports::Settlement;

use crate::book::CapitalWrite;
use crate::service::CapitalService;

#[async_trait::async_trait]
impl Settlement for CapitalService {
    async fn settle(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<(), UnionError> {
        self.write(actor, union, &CapitalWrite::Settle(applicant)).await.map(|_| ())
    }

    async fn unsettle(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<(), UnionError> {
        self.write(actor, union, &CapitalWrite::Unsettle(applicant)).await.map(|_| ())
    }
}
