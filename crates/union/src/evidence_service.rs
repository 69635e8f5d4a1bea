//! The evidence service: list contributing members with their files, upload, replace, delete
//! and download one file, and the bulk confirmation upload. Bytes are staged under pending keys
//! before any row changes (see [`kernel::files::PendingObjects`]).

use std::collections::HashSet;
use std::sync::Arc;

use futures_util::future::{join, BoxFuture, FutureExt};
use futures_util::{Stream, StreamExt};
use kernel::files::{FileStore, PendingObjects, Staging};
use kernel::{Actor, Clock, Page, PageRequest, PortError};

use crate::applicant::ApplicantId;
use crate::certificate::{certificate_number, checked_address, masked_registration_number, Certificate, Identity};
use crate::error::UnionError;
use crate::evidence::{
    is_pdf, BulkEntry, BulkFailure, ContributingMember, EvidenceFile, EvidenceKind, MemberNames, StagedEvidence,
    MAX_BULK_FILES, MAX_EVIDENCE_BYTES,
};
use crate::files::clean_file_name;
use crate::model::UnionId;
use crate::ports::{ArchiveReader, CertificateRenderer, EvidenceRepository};

#[derive(Clone)]
pub struct EvidenceService {
    repo: Arc<dyn EvidenceRepository>,
    staging: Staging,
    archives: Arc<dyn ArchiveReader>,
    renderer: Arc<dyn CertificateRenderer>,
    clock: Arc<dyn Clock>,
}

fn contributor_port(e: PortError) -> UnionError {
    match e {
        PortError::NotFound => UnionError::NotContributor,
        other => other.into(),
    }
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

/// Object keys of files a commit replaced: no row points at them any more, and each is marked
/// pending, so they are deleted by [`EvidenceService::discard_replaced`] or else by the sweep.
#[must_use = "replaced files stay on disk until discarded (or swept)"]
#[derive(Debug)]
pub struct Replaced(Vec<String>);

impl Replaced {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl EvidenceService {
    pub fn new(
        repo: Arc<dyn EvidenceRepository>,
        store: Arc<dyn FileStore>,
        pending: Arc<dyn PendingObjects>,
        archives: Arc<dyn ArchiveReader>,
        renderer: Arc<dyn CertificateRenderer>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        EvidenceService { repo, staging: Staging::new(store, pending), archives, renderer, clock }
    }

    /// A member's registration number (masked) and address.
    ///
    /// # Errors
    /// `NotContributor`.
    pub async fn identity(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<Identity, UnionError> {
        self.repo.identity(actor, union, applicant).await.map_err(contributor_port)
    }

    /// Stores a member's registration number (only what may be kept of it) and address.
    ///
    /// # Errors
    /// `Validation`, `NotContributor`.
    pub async fn set_identity(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        registration_number: &str,
        address: &str,
    ) -> Result<Identity, UnionError> {
        let facts = self.repo.certificate_facts(actor, union, applicant).await.map_err(contributor_port)?;
        let mut errors = Vec::new();
        let registration_number = masked_registration_number(registration_number, facts.lp_type)
            .map_err(|e| errors.push(e))
            .unwrap_or_default();
        let address = checked_address(address).map_err(|e| errors.push(e)).unwrap_or_default();
        if !errors.is_empty() {
            return Err(UnionError::Validation(errors));
        }
        let identity = Identity { registration_number, address };
        self.repo.set_identity(actor, union, applicant, &identity).await.map_err(contributor_port)?;
        Ok(identity)
    }

    /// The certificate of a contributing member, dated today (Korea time).
    ///
    /// # Errors
    /// `NotContributor`.
    pub async fn certificate(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<Certificate, UnionError> {
        let f = self.repo.certificate_facts(actor, union, applicant).await.map_err(contributor_port)?;
        let dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
        Ok(Certificate {
            number: certificate_number(union, applicant),
            union_id: union,
            applicant_id: applicant,
            total_amount: crate::model::target_amount(f.unit_price, f.unit_count).map_err(PortError::unexpected)?,
            total_units: f.unit_count,
            union_name: f.union_name,
            issuer: f.issuer,
            investor: f.investor,
            lp_type: f.lp_type,
            registration_number: dash(f.identity.registration_number),
            address: dash(f.identity.address),
            own_amount: f.own_amount,
            own_units: f.own_units,
            unit_price: f.unit_price,
            issued_on: kernel::format::korean_date(self.clock.now()),
        })
    }

    /// The certificate as a PDF.
    ///
    /// # Errors
    /// `NotContributor`, or a rendering failure.
    pub async fn certificate_pdf(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<(Certificate, Vec<u8>), UnionError> {
        let c = self.certificate(actor, union, applicant).await?;
        let pdf = self.renderer.render(&c)?;
        Ok((c, pdf))
    }

    /// Every contributing member's certificate as a PDF, in application order.
    ///
    /// # Errors
    /// `NotFound` (union), or a rendering failure.
    pub async fn all_certificates(
        &self,
        actor: &Actor,
        union: UnionId,
    ) -> Result<Vec<(Certificate, Vec<u8>)>, UnionError> {
        let ids = self.repo.contributor_ids(actor, union).await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.certificate_pdf(actor, union, id).await?);
        }
        Ok(out)
    }

    /// Prints the certificate and keeps it as the member's certificate file (IRF0015),
    /// replacing an uploaded one.
    ///
    /// # Errors
    /// `NotContributor`, or a rendering or storage failure.
    pub async fn store_certificate(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<EvidenceFile, UnionError> {
        let (c, pdf) = self.certificate_pdf(actor, union, applicant).await?;
        let name = format!("출자증명서_{}.pdf", c.investor);
        let staged = self.stage(union, applicant, EvidenceKind::Certificate, name, pdf).await?;
        let replaced = self.commit(actor, union, std::slice::from_ref(&staged)).await?;
        self.discard_replaced(replaced).await;
        let (file, _) =
            self.repo.get(actor, union, applicant, EvidenceKind::Certificate).await.map_err(evidence_port)?;
        Ok(file)
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
        let object_key = self.staging.put(&format!("unions/{}/evidence", union.get()), bytes).await?;
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
        // A failed delete leaves the key pending; the sweep removes it later.
        let _ = self.staging.discard(staged.iter().map(staged_key)).await;
    }

    /// Stores staged files; on failure discards the staged. Returns the files they replaced,
    /// already marked pending in the same transaction, for [`Self::discard_replaced`].
    async fn commit(&self, actor: &Actor, union: UnionId, staged: &[StagedEvidence]) -> Result<Replaced, UnionError> {
        let keys: Vec<&str> = staged.iter().map(|s| s.object_key.as_str()).collect();
        let old = self.staging.commit(&keys, self.repo.put(actor, union, staged)).await.map_err(contributor_port)?;
        Ok(Replaced(old))
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
        let replaced = self.commit(actor, union, std::slice::from_ref(&staged)).await?;
        self.discard_replaced(replaced).await;
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
        let _ = self.staging.discard([key.as_str()]).await;
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
        let bytes = self.staging.get(&key).await.map_err(evidence_port)?;
        Ok((file, bytes))
    }

    /// The bulk confirmation upload: each part (a PDF, or a zip of PDFs) is matched to a
    /// contributing member by its name and staged; when the parts end, every matched file is
    /// stored at once (replacing older confirmations), all or none. A part's bytes are written
    /// while the next part is read, so at most two parts are held in memory. The replaced files'
    /// bytes are left to [`Self::discard_replaced`], which the caller may run after answering:
    /// deleting 500 files of 1 MB takes longer than storing them.
    ///
    /// # Errors
    /// The parts' own error (the upload stops there), `NotFound` (union), `NoFiles`,
    /// `NotContributor` when a member stopped contributing meanwhile. Nothing is stored then,
    /// and what was staged is discarded.
    pub async fn bulk_upload<E: From<UnionError>>(
        &self,
        actor: &Actor,
        union: UnionId,
        parts: impl Stream<Item = Result<(String, Vec<u8>), E>>,
    ) -> Result<(BulkResult, Replaced), E> {
        let (union_name, members) = self.repo.contributors(actor, union).await.map_err(UnionError::from)?;
        let names = MemberNames::new(&union_name, &members);
        let mut matched = HashSet::new();
        let mut result = BulkResult::default();
        let mut staged = Vec::new();
        let mut parts = std::pin::pin!(parts);
        let mut writing: Option<BoxFuture<'_, Result<Vec<StagedEvidence>, UnionError>>> = None;
        let mut received_parts = 0;
        loop {
            let previous = writing.take();
            let (next, written) = join(parts.next(), async move {
                match previous {
                    Some(w) => Some(w.await),
                    None => None,
                }
            })
            .await;
            match written {
                Some(Ok(files)) => staged.extend(files),
                Some(Err(e)) => {
                    self.abandon(&staged).await;
                    return Err(e.into());
                }
                None => {}
            }
            let (raw_name, bytes) = match next {
                None => break,
                Some(Ok(part)) => part,
                Some(Err(e)) => {
                    self.abandon(&staged).await;
                    return Err(e);
                }
            };
            received_parts += 1;
            let entries = self.archives.expand(&raw_name, bytes).await;
            let accepted = accept(&names, &mut matched, &mut result, entries);
            writing = Some(self.stage_all(union, accepted).boxed());
        }
        if received_parts == 0 {
            return Err(UnionError::NoFiles.into());
        }
        let replaced =
            if staged.is_empty() { Replaced(Vec::new()) } else { self.commit(actor, union, &staged).await? };
        Ok((result, replaced))
    }

    /// Stages the matched files of one part; on failure discards what it staged.
    async fn stage_all(
        &self,
        union: UnionId,
        files: Vec<(String, ApplicantId, Vec<u8>)>,
    ) -> Result<Vec<StagedEvidence>, UnionError> {
        let mut staged = Vec::with_capacity(files.len());
        for (name, member, bytes) in files {
            match self.stage(union, member, EvidenceKind::Confirmation, name, bytes).await {
                Ok(s) => staged.push(s),
                Err(e) => {
                    self.abandon(&staged).await;
                    return Err(e);
                }
            }
        }
        Ok(staged)
    }

    /// Deletes the bytes of replaced files. Their keys are pending since the replacing
    /// transaction, so a delete that fails or never runs (a crash) is the sweep's to redo.
    pub async fn discard_replaced(&self, replaced: Replaced) {
        let _ = self.staging.discard(replaced.0.iter().map(String::as_str)).await;
    }
}

/// A staged file's key (a fn, not a closure: the bulk upload's boxed future must be `Send`
/// for every lifetime).
fn staged_key(s: &StagedEvidence) -> &str {
    &s.object_key
}

/// Matches the files of one part (a zip's entries one by one) and records every refusal;
/// returns the files to stage with their member.
fn accept(
    names: &MemberNames,
    matched: &mut HashSet<ApplicantId>,
    result: &mut BulkResult,
    entries: Vec<BulkEntry>,
) -> Vec<(String, ApplicantId, Vec<u8>)> {
    let mut accepted = Vec::new();
    for (name, entry) in entries {
        result.received += 1;
        let outcome = entry.and_then(|bytes| {
            if result.received > MAX_BULK_FILES {
                return Err(BulkFailure::TooMany);
            }
            if bytes.len() > MAX_EVIDENCE_BYTES {
                return Err(BulkFailure::TooLarge);
            }
            let member = names.match_file(&name)?;
            if !is_pdf(&bytes) {
                return Err(BulkFailure::NotPdf);
            }
            if !matched.insert(member) {
                return Err(BulkFailure::Duplicate);
            }
            Ok((member, bytes))
        });
        match outcome {
            Ok((member, bytes)) => {
                result.stored.push((name.clone(), member));
                accepted.push((name, member, bytes));
            }
            Err(f) => result.failures.push((name, f)),
        }
    }
    accepted
}
