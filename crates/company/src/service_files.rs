//! A startup's files: it uploads and removes its own documents and pictures (each a revision,
//! like any other change: documents touch 관련 자료 (FI12), pictures 기본 정보 (FI01)); whoever
//! reads the profile downloads its documents; pictures are served by token to anyone.

use kernel::PortError;

use crate::documents::{
    check_document, check_image, DocumentKind, ImageSlot, StagedUpload, StartupDocument, StartupDocumentId,
    MAX_DOCUMENTS_PER_KIND,
};
use crate::editing::{NewImage, StartupChange};
use crate::error::CompanyError;
use crate::fact_check::FactCheckItem;
use crate::model::StartupId;
use crate::profile::StartupProfile;
use crate::service::{StartupService, Viewer};

fn document_port(e: PortError) -> CompanyError {
    match e {
        PortError::NotFound => CompanyError::DocumentNotFound,
        other => CompanyError::Port(other),
    }
}

impl StartupService {
    /// The startup adds a document under `kind`; answers the profile as it now stands.
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound` (another startup), the file checks,
    /// `TooManyDocuments`.
    pub async fn upload_document(
        &self,
        viewer: Viewer,
        id: StartupId,
        kind: DocumentKind,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let (file_name, content_type) = check_document(raw_name, &bytes)?;
        self.check_document_room(id, kind).await?;
        let upload = self.stage(id, "documents", file_name, content_type, bytes).await?;
        let key = upload.object_key.clone();
        let change = StartupChange::AddDocument { kind, upload };
        let record = self.edits.record(&actor, id, &change, &[FactCheckItem::RelatedData]);
        self.staging.commit(&[&key], record).await?;
        Ok(self.startups.profile(id).await?)
    }

    /// The startup removes one of its documents, row first, then bytes.
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`, `DocumentNotFound`.
    pub async fn remove_document(
        &self,
        viewer: Viewer,
        id: StartupId,
        document: StartupDocumentId,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let change = StartupChange::RemoveDocument { id: document };
        let released =
            self.edits.record(&actor, id, &change, &[FactCheckItem::RelatedData]).await.map_err(document_port)?;
        self.release(&released).await;
        Ok(self.startups.profile(id).await?)
    }

    /// A document with its bytes, for whoever may read the profile.
    ///
    /// # Errors
    /// `StartupNotFound` (a startup the viewer may not read), `DocumentNotFound`.
    pub async fn download_document(
        &self,
        viewer: Viewer,
        id: StartupId,
        document: StartupDocumentId,
    ) -> Result<(StartupDocument, Vec<u8>), CompanyError> {
        if !viewer.may_read(id) {
            return Err(CompanyError::StartupNotFound);
        }
        let (doc, key) = self.files.document(id, document).await.map_err(document_port)?;
        let bytes = self.staging.get(&key).await.map_err(document_port)?;
        Ok((doc, bytes))
    }

    /// The startup sets its logo or representative photo (the old picture's bytes are
    /// discarded after the change is stored).
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`, the picture checks.
    pub async fn set_image(
        &self,
        viewer: Viewer,
        id: StartupId,
        slot: ImageSlot,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let (file_name, content_type) = check_image(raw_name, &bytes)?;
        let upload = self.stage(id, "images", file_name, content_type, bytes).await?;
        let key = upload.object_key.clone();
        let change = StartupChange::Image { slot, image: Some(NewImage { token: self.tokens.mint(), upload }) };
        let record = self.edits.record(&actor, id, &change, &[FactCheckItem::BasicInfo]);
        let released = self.staging.commit(&[&key], record).await?;
        self.release(&released).await;
        Ok(self.startups.profile(id).await?)
    }

    /// The startup removes its logo or photo; removing what is not there changes nothing.
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`.
    pub async fn remove_image(
        &self,
        viewer: Viewer,
        id: StartupId,
        slot: ImageSlot,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let Some(current) = self.current(id).await? else { return Err(CompanyError::StartupNotFound) };
        let held = match slot {
            ImageSlot::Logo => current.card.logo.is_some(),
            ImageSlot::RepresentativePhoto => current.photo.is_some(),
        };
        if held {
            let change = StartupChange::Image { slot, image: None };
            let released = self.edits.record(&actor, id, &change, &[FactCheckItem::BasicInfo]).await?;
            self.release(&released).await;
        }
        Ok(self.startups.profile(id).await?)
    }

    /// A picture's type and bytes by its token, for anyone holding it.
    ///
    /// # Errors
    /// `ImageNotFound` when no picture has the token (or its bytes are gone).
    pub async fn image(&self, token: &str) -> Result<(String, Vec<u8>), CompanyError> {
        let gone = |e: PortError| match e {
            PortError::NotFound => CompanyError::ImageNotFound,
            other => CompanyError::Port(other),
        };
        let image = self.files.image(token).await.map_err(gone)?;
        let bytes = self.staging.get(&image.object_key).await.map_err(gone)?;
        Ok((image.content_type, bytes))
    }

    /// `TooManyDocuments` when the code already holds its most.
    pub(crate) async fn check_document_room(&self, id: StartupId, kind: DocumentKind) -> Result<(), CompanyError> {
        let held = self.current_documents(id).await?.iter().filter(|d| d.kind == kind).count();
        if held >= MAX_DOCUMENTS_PER_KIND {
            return Err(CompanyError::TooManyDocuments);
        }
        Ok(())
    }

    pub(crate) async fn current_documents(&self, id: StartupId) -> Result<Vec<StartupDocument>, CompanyError> {
        Ok(self.current(id).await?.map(|p| p.documents).unwrap_or_default())
    }

    pub(crate) async fn stage(
        &self,
        id: StartupId,
        folder: &str,
        file_name: String,
        content_type: &str,
        bytes: Vec<u8>,
    ) -> Result<StagedUpload, CompanyError> {
        let size_bytes = i64::try_from(bytes.len()).map_err(PortError::unexpected)?;
        let object_key = self.staging.put(&format!("startups/{}/{folder}", id.get()), bytes).await?;
        Ok(StagedUpload { file_name, size_bytes, content_type: content_type.to_owned(), object_key })
    }

    /// Discards the bytes a change gave up; a failed delete stays pending for the sweep.
    async fn release(&self, keys: &[String]) {
        let _ = self.staging.discard(keys.iter().map(String::as_str)).await;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::testing::{actor, ports_with, Memory, Stored};
    use crate::StartupService;

    const PNG: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R'];
    const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n";

    fn service() -> (StartupService, Arc<Stored>, Arc<Memory>) {
        let stored = Arc::new(Stored::default());
        let memory = Arc::new(Memory::default());
        (StartupService::new(ports_with(stored.clone(), memory.clone())), stored, memory)
    }

    #[tokio::test]
    async fn a_document_is_kept_with_its_bytes_and_sent_to_the_fact_check() {
        let (service, stored, memory) = service();
        let me = Viewer::Startup(actor(7));
        let kind = DocumentKind::BusinessRegistration;
        let profile = service.upload_document(me, StartupId(7), kind, "사업자등록증.pdf", PDF.to_vec()).await.unwrap();
        assert_eq!(profile.documents.len(), 1);
        assert_eq!(profile.documents[0].file_name, "사업자등록증.pdf");
        assert_eq!(*stored.recorded.lock().unwrap(), [vec![FactCheckItem::RelatedData]]);
        let removed = service.remove_document(me, StartupId(7), profile.documents[0].id).await.unwrap();
        assert!(removed.documents.is_empty());
        assert!(memory.objects.lock().unwrap().is_empty(), "the removed document's bytes are gone");
        let again = service.remove_document(me, StartupId(7), profile.documents[0].id).await;
        assert!(matches!(again, Err(CompanyError::DocumentNotFound)));
    }

    #[tokio::test]
    async fn only_the_startup_itself_uploads_and_a_bad_file_leaves_nothing() {
        let (service, stored, memory) = service();
        let other = service.upload_document(
            Viewer::Startup(actor(8)),
            StartupId(7),
            DocumentKind::Other,
            "a.pdf",
            PDF.to_vec(),
        );
        assert!(matches!(other.await, Err(CompanyError::StartupNotFound)));
        let gp = service.set_image(Viewer::Investor(actor(1)), StartupId(7), ImageSlot::Logo, "a.png", PNG.to_vec());
        assert!(matches!(gp.await, Err(CompanyError::OwnCompanyOnly)));
        let script = service.upload_document(
            Viewer::Startup(actor(7)),
            StartupId(7),
            DocumentKind::Other,
            "a.pdf",
            b"#!/bin/sh".to_vec(),
        );
        assert!(matches!(script.await, Err(CompanyError::FileTypeNotAllowed { .. })));
        assert!(stored.recorded.lock().unwrap().is_empty());
        assert!(memory.objects.lock().unwrap().is_empty() && memory.pending.lock().unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_new_logo_replaces_the_old_one_whose_bytes_are_discarded() {
        let (service, stored, memory) = service();
        let me = Viewer::Startup(actor(7));
        let first = service.set_image(me, StartupId(7), ImageSlot::Logo, "로고.png", PNG.to_vec()).await.unwrap();
        let second = service.set_image(me, StartupId(7), ImageSlot::Logo, "새 로고.png", PNG.to_vec()).await.unwrap();
        let (first, second) = (first.card.logo.unwrap().token, second.card.logo.unwrap().token);
        assert_ne!(first, second, "a new picture gets a new token, so caches never show the old one");
        assert_eq!(memory.objects.lock().unwrap().len(), 1);
        assert_eq!(stored.recorded.lock().unwrap().last().unwrap(), &[FactCheckItem::BasicInfo]);
        let cleared = service.remove_image(me, StartupId(7), ImageSlot::Logo).await.unwrap();
        assert!(cleared.card.logo.is_none());
        assert!(memory.objects.lock().unwrap().is_empty());
        let recorded = stored.recorded.lock().unwrap().len();
        service.remove_image(me, StartupId(7), ImageSlot::Logo).await.unwrap();
        assert_eq!(stored.recorded.lock().unwrap().len(), recorded, "removing nothing records nothing");
    }
}
