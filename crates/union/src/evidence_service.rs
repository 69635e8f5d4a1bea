//! The evidence service: list contributing members with their files, upload, replace, delete
//! and download one file, and the bulk confirmation upload. Bytes are staged under pending keys
//! before any row changes (see [`kernel::files::PendingObjects`]).

use std::collections::HashSet;
use std::sync::Arc;

use kernel::files::{discard, FileStore, PendingObjects};
use kernel::{Actor, Page, PageRequest, PortError};

use crate::applicant::ApplicantId;
use crate::error::UnionError;
use crate::evidence::{
    expand, is_pdf, match_member, BulkFailure, ContributingMember, EvidenceFile, EvidenceKind, StagedEvidence,
    MAX_BULK_FILES, MAX_EVIDENCE_BYTES,
};
use crate::files::clean_file_name;
use crate::model::UnionId;
use crate::ports::EvidenceRepository;

#[derive(Clone)]
pub struct EvidenceService {
    repo: Arc<dyn EvidenceRepository>,
    store: Arc<dyn FileStore>,
    pending: Arc<dyn PendingObjects>,
}

fn evidence_port(e: PortError) -> UnionError {
    match e {
        PortError::NotFound => UnionError::FileNotFound,
        other => other.into(),
    }
}

/// What a bulk upload did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BulkResult {
    /// Files received (zip entries counted one by one).
    pub received: usize,
    /// Stored files: `(file name, member)`.
    pub stored: Vec<(String, ApplicantId)>,
    /// Refused files with the reason.
    pub failures: Vec<(String, BulkFailure)>,
}

/// A bulk upload in progress: parts are matched and staged as they arrive (so a request holds
/// one part in memory at a time), and stored together by [`EvidenceService::finish_bulk`].
pub struct BulkUpload {
    union: UnionId,
    union_name: String,
    members: Vec<(ApplicantId, String)>,
    matched: HashSet<ApplicantId>,
    staged: Vec<StagedEvidence>,
    result: BulkResult,
}

impl EvidenceService {
    pub fn new(repo: Arc<dyn EvidenceRepository>, store: Arc<dyn FileStore>, pending: Arc<dyn PendingObjects>) -> Self {
        EvidenceService { repo, store, pending }
    }

    /// The union's name and a page of contributing members with their files.
    ///
    /// # Errors
    /// `NotFound` (union).
    pub async fn members(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<(String, Page<ContributingMember>), UnionError> {
        Ok(self.repo.members(actor, union, page).await?)
    }

    async fn stage(
        &self,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
        name: String,
        bytes: Vec<u8>,
    ) -> Result<StagedEvidence, UnionError> {
        let size_bytes = i64::try_from(bytes.len()).map_err(PortError::unexpected)?;
        let object_key = self.pending.reserve(&format!("unions/{}/evidence", union.get())).await?;
        if let Err(e) = self.store.put(&object_key, bytes).await {
            let _ = discard(self.store.as_ref(), self.pending.as_ref(), &object_key).await;
            return Err(e.into());
        }
        Ok(StagedEvidence {
            applicant_id: applicant,
            kind,
            file_name: name,
            size_bytes,
            content_type: "application/pdf".into(),
            object_key,
        })
    }

    async fn abandon(&self, staged: &[StagedEvidence]) {
        for s in staged {
            // A failed delete leaves the key pending; the sweep removes it later.
            let _ = discard(self.store.as_ref(), self.pending.as_ref(), &s.object_key).await;
        }
    }

    /// Stores staged files and discards what they replaced; on failure discards the staged.
    async fn commit(&self, actor: &Actor, union: UnionId, staged: &[StagedEvidence]) -> Result<(), UnionError> {
        match self.repo.put(actor, union, staged).await {
            Ok(old) => {
                for key in old {
                    let _ = discard(self.store.as_ref(), self.pending.as_ref(), &key).await;
                }
                Ok(())
            }
            Err(e) => {
                self.abandon(staged).await;
                Err(match e {
                    PortError::NotFound => UnionError::NotContributor,
                    other => other.into(),
                })
            }
        }
    }

    /// Uploads (or replaces) one member's certificate or confirmation.
    ///
    /// # Errors
    /// `FileEmpty`, `FileTooLarge`, `NotPdf`, `NotFound` (union), `NotContributor`.
    pub async fn upload(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<EvidenceFile, UnionError> {
        let name = clean_file_name(raw_name);
        if bytes.is_empty() {
            return Err(UnionError::FileEmpty { name });
        }
        if bytes.len() > MAX_EVIDENCE_BYTES {
            return Err(UnionError::FileTooLarge { name });
        }
        if !is_pdf(&bytes) {
            return Err(UnionError::NotPdf { name });
        }
        let (_, members) = self.repo.contributors(actor, union).await?;
        if !members.iter().any(|(id, _)| *id == applicant) {
            return Err(UnionError::NotContributor);
        }
        let staged = self.stage(union, applicant, kind, name, bytes).await?;
        self.commit(actor, union, std::slice::from_ref(&staged)).await?;
        let (file, _) = self.repo.get(actor, union, applicant, kind).await.map_err(evidence_port)?;
        Ok(file)
    }

    /// # Errors
    /// `FileNotFound`.
    pub async fn delete(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
    ) -> Result<(), UnionError> {
        let key = self.repo.remove(actor, union, applicant, kind).await.map_err(evidence_port)?;
        let _ = discard(self.store.as_ref(), self.pending.as_ref(), &key).await;
        Ok(())
    }

    /// # Errors
    /// `FileNotFound` (also when the bytes are missing).
    pub async fn download(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
    ) -> Result<(EvidenceFile, Vec<u8>), UnionError> {
        let (file, key) = self.repo.get(actor, union, applicant, kind).await.map_err(evidence_port)?;
        let bytes = self.store.get(&key).await.map_err(evidence_port)?;
        Ok((file, bytes))
    }

    /// Starts a bulk confirmation upload into `union`.
    ///
    /// # Errors
    /// `NotFound` (union).
    pub async fn begin_bulk(&self, actor: &Actor, union: UnionId) -> Result<BulkUpload, UnionError> {
        let (union_name, members) = self.repo.contributors(actor, union).await?;
        Ok(BulkUpload {
            union,
            union_name,
            members,
            matched: HashSet::new(),
            staged: Vec::new(),
            result: BulkResult::default(),
        })
    }

    /// Matches and stages one uploaded part (a PDF, or a zip of PDFs).
    ///
    /// # Errors
    /// Store or ledger failures; the upload should then be abandoned.
    pub async fn add_to_bulk(&self, bulk: &mut BulkUpload, raw_name: &str, bytes: Vec<u8>) -> Result<(), UnionError> {
        for (name, entry) in expand(raw_name, bytes) {
            bulk.result.received += 1;
            let outcome = entry.and_then(|bytes| {
                if bulk.result.received > MAX_BULK_FILES {
                    return Err(BulkFailure::TooMany);
                }
                if bytes.len() > MAX_EVIDENCE_BYTES {
                    return Err(BulkFailure::TooLarge);
                }
                let member = match_member(&name, &bulk.union_name, &bulk.members)?;
                if !is_pdf(&bytes) {
                    return Err(BulkFailure::NotPdf);
                }
                if !bulk.matched.insert(member) {
                    return Err(BulkFailure::Duplicate);
                }
                Ok((member, bytes))
            });
            match outcome {
                Ok((member, bytes)) => {
                    let staged =
                        self.stage(bulk.union, member, EvidenceKind::Confirmation, name.clone(), bytes).await?;
                    bulk.staged.push(staged);
                    bulk.result.stored.push((name, member));
                }
                Err(f) => bulk.result.failures.push((name, f)),
            }
        }
        Ok(())
    }

    /// Stores every matched file of the upload (replacing older confirmations), all or none.
    ///
    /// # Errors
    /// `NotContributor` when a member stopped contributing meanwhile; nothing is stored then.
    pub async fn finish_bulk(&self, actor: &Actor, bulk: BulkUpload) -> Result<BulkResult, UnionError> {
        if !bulk.staged.is_empty() {
            self.commit(actor, bulk.union, &bulk.staged).await?;
        }
        Ok(bulk.result)
    }

    /// Discards what a failed bulk upload staged.
    pub async fn abandon_bulk(&self, bulk: BulkUpload) {
        self.abandon(&bulk.staged).await;
    }
}
