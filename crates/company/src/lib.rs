//! Startups as investors see them (spec sections 2, 3 and 5: company search and detail): the
//! profile a startup keeps, its yearly figures, the search filters, and the value scores
//! computed from the data. No I/O: the adapter implements [`ports::StartupRepository`].

pub mod codes;
pub mod documents;
pub mod editing;
pub mod error;
pub mod fact_check;
pub mod figures;
pub mod figures_import;
pub mod model;
pub mod news;
pub mod notes;
pub mod ports;
pub mod profile;
pub mod ranking;
pub mod requests;
pub mod score;
pub mod score_adjust;
pub mod search;
pub mod service;
mod service_editing;
mod service_files;
mod service_requests;
#[cfg(test)]
mod testing;

pub use codes::{Industry, OperatingStatus, Region, SizeClass, StockKind};
pub use documents::{DocumentKind, ImageRef, ImageSlot, StagedUpload, StartupDocument, StartupDocumentId, StoredImage};
pub use editing::{NewImage, ProfileDraft, ProfileEdit, Revision, ShareholderDraft, StartupChange, YearFigures};
pub use error::CompanyError;
pub use fact_check::{FactCheck, FactCheckDraft, FactCheckItem, ItemCheck, ItemStatus, QueueEntry, Verdict};
pub use figures::{latest_three_years, BalanceSheet, IncomeStatement, Quarter, QuarterFigures};
pub use model::StartupId;
pub use notes::{OpinionConflict, SavedSearch, SavedSearchId, StartupOpinion};
pub use ports::{
    AnswerConflict, Answerer, DataRequests, FactChecks, PreparedTarget, StartupContact, StartupEdits, StartupFiles,
    StartupNotes, StartupRepository,
};
pub use profile::{CompanySize, Incubation, Shareholder, StartupCard, StartupProfile};
pub use ranking::{RankItem, Rankings, ValueChange, ValuePoint};
pub use score::{ScoreInputs, ValueScores};
pub use score_adjust::{NewScoreAdjustment, ScoreAdjustment, ScoreAdjustmentDraft, ScoreAxis, ScorePoint};
pub use search::{StartupFilter, StartupFilterDraft};
pub use service::{StartupPorts, StartupService, Viewer};
