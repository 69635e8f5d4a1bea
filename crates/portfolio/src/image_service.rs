//! Keeping the pictures a portfolio page shows: uploaded from the editor, or fetched from the
//! host a pasted picture came from. Each is kept under a random name (a capability, as a CDN
//! address is) and served to anyone holding the page, so the editor's `<img>` and the PDF
//! renderer load it without a session.

use std::sync::Arc;

use kernel::files::FileStore;
use kernel::{PortError, TokenMinter};

use crate::error::PortfolioError;
use crate::images::{checked_image_url, FetchRefusal, ImageKind, ImageShrinker, RemoteImages, MAX_EDITOR_IMAGE_BYTES};

/// Where kept pictures live in the file store.
const PREFIX: &str = "portfolio-images";

/// A kept picture: `name` is the last segment of its address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostedImage {
    pub name: String,
    pub kind: ImageKind,
    pub size: usize,
}

#[derive(Clone)]
pub struct ImageService {
    store: Arc<dyn FileStore>,
    remote: Arc<dyn RemoteImages>,
    shrinker: Arc<dyn ImageShrinker>,
    tokens: Arc<dyn TokenMinter>,
}

/// A kept picture's name is 32 hex digits and the kind's extension; anything else is no name.
fn parse_name(name: &str) -> Option<ImageKind> {
    let (stem, ext) = name.split_once('.')?;
    let hex = stem.len() == 32 && stem.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    if !hex {
        return None;
    }
    ImageKind::from_extension(ext)
}

impl ImageService {
    pub fn new(
        store: Arc<dyn FileStore>,
        remote: Arc<dyn RemoteImages>,
        shrinker: Arc<dyn ImageShrinker>,
        tokens: Arc<dyn TokenMinter>,
    ) -> Self {
        ImageService { store, remote, shrinker, tokens }
    }

    /// Keeps a picture the editor uploaded.
    ///
    /// # Errors
    /// `ImageTooLarge` over 20 MB; `ImageTypeNotAllowed` unless jpg, png, gif, bmp or tiff by
    /// content (an empty or broken file included).
    pub async fn upload(&self, bytes: Vec<u8>) -> Result<HostedImage, PortfolioError> {
        if bytes.len() > MAX_EDITOR_IMAGE_BYTES {
            return Err(PortfolioError::ImageTooLarge);
        }
        let kind = ImageKind::of(&bytes).ok_or(PortfolioError::ImageTypeNotAllowed)?;
        let (kind, bytes) =
            self.shrinker.web_ready(kind, bytes).await.map_err(|_| PortfolioError::ImageTypeNotAllowed)?;
        // 128 random bits, as 32 hex digits whatever the minter's alphabet.
        let random: String =
            self.tokens.digest(&self.tokens.mint()).iter().take(16).map(|b| format!("{b:02x}")).collect();
        let name = format!("{random}.{}", kind.extension());
        let size = bytes.len();
        self.store.put(&format!("{PREFIX}/{name}"), bytes).await?;
        Ok(HostedImage { name, kind, size })
    }

    /// Fetches a picture pasted from another host and keeps it, as [`Self::upload`] does.
    ///
    /// # Errors
    /// `ImageUrlRefused` (not http(s), credentials, an internal address, also after a
    /// redirect); `ImageTooLarge`; `ImageUnreachable`; `ImageTypeNotAllowed`.
    pub async fn import(&self, raw_url: &str) -> Result<HostedImage, PortfolioError> {
        let url = checked_image_url(raw_url).map_err(PortfolioError::ImageUrlRefused)?;
        let bytes = self.remote.fetch(&url).await.map_err(|e| match e {
            FetchRefusal::Url(r) => PortfolioError::ImageUrlRefused(r),
            FetchRefusal::TooLarge => PortfolioError::ImageTooLarge,
            FetchRefusal::Unreachable(why) => PortfolioError::ImageUnreachable(why),
        })?;
        self.upload(bytes).await
    }

    /// A kept picture's bytes and content type.
    ///
    /// # Errors
    /// `ImageNotFound` for a name that is not a kept picture's.
    pub async fn open(&self, name: &str) -> Result<(Vec<u8>, ImageKind), PortfolioError> {
        let kind = parse_name(name).ok_or(PortfolioError::ImageNotFound)?;
        match self.store.get(&format!("{PREFIX}/{name}")).await {
            Ok(bytes) => Ok((bytes, kind)),
            Err(PortError::NotFound) => Err(PortfolioError::ImageNotFound),
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_name;
    use crate::images::ImageKind;

    #[test]
    fn only_kept_names_are_looked_up() {
        assert_eq!(parse_name("0123456789abcdef0123456789abcdef.png"), Some(ImageKind::Png));
        assert_eq!(parse_name("0123456789abcdef0123456789abcdef.svg"), None);
        assert_eq!(parse_name("../../etc/passwd"), None);
        assert_eq!(parse_name("0123456789ABCDEF0123456789abcdef.png"), None);
        assert_eq!(parse_name("0123456789abcdef.png"), None);
    }
}
