//! Unions (the spec's funds) and their applicants: fields, statuses and their transitions,
//! validation, the services and the ports they need.

pub mod applicant;
pub mod applicant_service;
pub mod audit;
pub mod bank;
pub mod category;
pub mod certificate;
pub mod conflict;
pub mod documents;
pub mod error;
pub mod evidence;
pub mod evidence_service;
pub mod file_service;
pub mod files;
pub mod formation;
pub mod formation_service;
pub mod model;
pub mod overview;
pub mod ports;
pub mod rule_service;
pub mod rules;
pub mod service;
pub mod status;
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;
pub mod validate;

pub use applicant::*;
pub use applicant_service::ApplicantService;
pub use bank::{bank_by_code, Bank, BankAccount, BankAccountDraft, BANKS};
pub use certificate::{Certificate, CertificateFacts, Identity};
pub use documents::{ApplicantDocument, ApplicantDocumentId, DocumentKind, StagedDocument};
pub use error::{UnionConflict, UnionError};
pub use evidence::{BulkFailure, ContributingMember, EvidenceFile, EvidenceKind, StagedEvidence};
pub use evidence_service::{BulkResult, EvidenceService, Replaced};
pub use file_service::UnionFileService;
pub use files::{check_upload, FileCategory, StagedFile, UnionFile, UnionFileId};
pub use formation::{
    Checklist, FormationRead, FormationRefusal, FormationRepository, FormationStep, StepRecord, StepUpdate,
};
pub use formation_service::FormationService;
pub use model::*;
pub use overview::{
    ApplicantStage, OverviewService, UnionOverviewSource, UnionProgress, UnionsOverview, OPEN_UNIONS_SHOWN,
};
pub use ports::{
    ApplicantList, ApplicantRepository, BankAccountRepository, CertificateRenderer, EvidenceRepository,
    UnionFileRepository, UnionFilter, UnionRepository,
};
pub use rule_service::{RuleService, UnionRules};
pub use rules::{RuleCheck, RuleFacts, RuleKey, RuleState, UnionRuleFacts};
pub use service::UnionService;
pub use status::{ApplicantStatus, UnionStatus};
