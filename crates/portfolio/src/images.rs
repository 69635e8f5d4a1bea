//! Pictures in a portfolio page (spec section 5): the kinds the editor accepts, the 20 MB limit,
//! the 1024 px shrink over 250,000 bytes, and which addresses a picture from another host may
//! be fetched from. The server keeps every picture a page shows, so a shared page never loads
//! anything from elsewhere (no tracking pixel, no picture that changes after the GP wrote).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Largest picture the editor keeps: 20 MB (20,971,520 bytes).
pub const MAX_EDITOR_IMAGE_BYTES: usize = 20 * 1024 * 1024;
/// Pictures larger than this are shrunk to fit [`MAX_IMAGE_SIDE`].
pub const SHRINK_OVER_BYTES: usize = 250_000;
/// The longest side of a shrunk picture, in pixels.
pub const MAX_IMAGE_SIDE: u32 = 1024;
/// Redirects followed when fetching a picture from another host, each one checked again.
pub const MAX_REDIRECTS: usize = 3;

/// The picture kinds the editor accepts (jpg, jpeg, png, gif, bmp, tif, tiff), read from the
/// bytes, never from a name or a header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Gif,
    Bmp,
    Tiff,
}

impl ImageKind {
    /// The kind of `bytes`, when it is one the editor accepts.
    pub fn of(bytes: &[u8]) -> Option<ImageKind> {
        match infer::get(bytes)?.mime_type() {
            "image/jpeg" => Some(ImageKind::Jpeg),
            "image/png" => Some(ImageKind::Png),
            "image/gif" => Some(ImageKind::Gif),
            "image/bmp" => Some(ImageKind::Bmp),
            "image/tiff" => Some(ImageKind::Tiff),
            _ => None,
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Png => "image/png",
            ImageKind::Gif => "image/gif",
            ImageKind::Bmp => "image/bmp",
            ImageKind::Tiff => "image/tiff",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "jpg",
            ImageKind::Png => "png",
            ImageKind::Gif => "gif",
            ImageKind::Bmp => "bmp",
            ImageKind::Tiff => "tif",
        }
    }

    /// The kind a kept picture's file extension names.
    pub fn from_extension(ext: &str) -> Option<ImageKind> {
        [ImageKind::Jpeg, ImageKind::Png, ImageKind::Gif, ImageKind::Bmp, ImageKind::Tiff]
            .into_iter()
            .find(|k| k.extension() == ext)
    }

    /// Whether every browser (and the PDF renderer) draws it: BMP and TIFF are converted.
    pub fn shown_everywhere(self) -> bool {
        matches!(self, ImageKind::Jpeg | ImageKind::Png | ImageKind::Gif)
    }
}

/// Whether `ip` is an address on the public internet: loopback, private, link-local (the cloud
/// metadata address among them), shared, multicast, documentation and reserved ranges are not,
/// nor an IPv6 address that wraps one of those.
pub fn is_public_address(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            is_public_v6(v6)
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let reserved = a == 0                         // this network
        || a == 10                                // private
        || a == 127                               // loopback
        || (a == 100 && (64..=127).contains(&b))  // shared address space (CGNAT)
        || (a == 169 && b == 254)                 // link-local, cloud metadata
        || (a == 172 && (16..=31).contains(&b))   // private
        || (a == 192 && b == 0 && c == 0)         // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2)         // documentation
        || (a == 192 && b == 88 && c == 99)       // 6to4 relay
        || (a == 192 && b == 168)                 // private
        || (a == 198 && (18..=19).contains(&b))   // benchmarking
        || (a == 198 && b == 51 && c == 100)      // documentation
        || (a == 203 && b == 0 && c == 113)       // documentation
        || a >= 224; // multicast, reserved, broadcast
    !reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    let reserved = ip.is_unspecified()
        || ip.is_loopback()
        || (s[0] & 0xfe00) == 0xfc00              // unique local
        || (s[0] & 0xffc0) == 0xfe80              // link-local
        || (s[0] & 0xff00) == 0xff00              // multicast
        || (s[0] == 0x2001 && s[1] == 0x0db8)     // documentation
        || (s[0] == 0x0064 && s[1] == 0xff9b)     // NAT64 (wraps IPv4 of any kind)
        || (s[0] == 0x2002)                       // 6to4 (wraps IPv4 of any kind)
        || (s[0] == 0 && s[1] == 0 && s[2] == 0 && s[3] == 0 && s[4] == 0 && s[5] == 0); // IPv4-compatible
    !reserved
}

/// Why a picture's address is refused before anything is fetched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlRefusal {
    /// Not a readable `http`/`https` URL.
    Malformed,
    /// A user name or password in the URL.
    Credentials,
    /// The host is, or resolves to, an address that is not public.
    Address,
}

/// The URL to fetch a picture from: http or https, no credentials, a host. Where the host
/// points is checked by the adapter with [`is_public_address`], after resolving it (an address
/// written out resolves to itself), for the URL and for every redirect.
///
/// # Errors
/// The [`UrlRefusal`].
pub fn checked_image_url(raw: &str) -> Result<url::Url, UrlRefusal> {
    let url = url::Url::parse(raw.trim()).map_err(|_| UrlRefusal::Malformed)?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(UrlRefusal::Malformed);
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(UrlRefusal::Credentials);
    }
    Ok(url)
}

/// Why a picture could not be fetched from another host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FetchRefusal {
    /// The URL, a redirect's target, or an address its host resolves to is refused.
    Url(UrlRefusal),
    /// The body passed [`MAX_EDITOR_IMAGE_BYTES`] (read no further).
    TooLarge,
    /// No answer, an error status, a timeout, or more than [`MAX_REDIRECTS`] redirects.
    Unreachable(String),
}

/// Fetches a picture from another host, checking every address it connects to (after each
/// redirect too) with [`is_public_address`] and reading at most [`MAX_EDITOR_IMAGE_BYTES`].
#[async_trait::async_trait]
pub trait RemoteImages: Send + Sync {
    async fn fetch(&self, url: &url::Url) -> Result<Vec<u8>, FetchRefusal>;
}

/// Makes a kept picture one every reader draws: BMP and TIFF become PNG, and a picture over
/// [`SHRINK_OVER_BYTES`] is shrunk to fit [`MAX_IMAGE_SIDE`] (an animated GIF is kept as sent).
#[async_trait::async_trait]
pub trait ImageShrinker: Send + Sync {
    /// # Errors
    /// When the bytes do not decode as `kind` (a broken file).
    async fn web_ready(&self, kind: ImageKind, bytes: Vec<u8>) -> Result<(ImageKind, Vec<u8>), kernel::PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(s: &str) -> bool {
        is_public_address(s.parse().unwrap())
    }

    #[test]
    fn internal_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.0.10",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::a00:1",
            "2002:7f00:1::",
        ] {
            assert!(!v4(ip), "{ip} must be refused");
        }
        for ip in ["8.8.8.8", "172.32.0.1", "211.45.27.3", "2001:4860:4860::8888", "::ffff:8.8.8.8"] {
            assert!(v4(ip), "{ip} is public");
        }
    }

    #[test]
    fn only_plain_http_urls_to_public_hosts_pass() {
        assert!(checked_image_url("https://cdn.example.com/a.png").is_ok());
        assert!(checked_image_url("http://8.8.8.8/a.png").is_ok());
        assert_eq!(checked_image_url("file:///etc/passwd"), Err(UrlRefusal::Malformed));
        assert_eq!(checked_image_url("ftp://example.com/a.png"), Err(UrlRefusal::Malformed));
        assert_eq!(checked_image_url("data:image/png;base64,AAAA"), Err(UrlRefusal::Malformed));
        assert_eq!(checked_image_url("not a url"), Err(UrlRefusal::Malformed));
        assert_eq!(checked_image_url("https://u:p@example.com/a.png"), Err(UrlRefusal::Credentials));
        // Other spellings of an address are normalized by the URL parser, so the adapter's
        // check sees the address itself.
        assert_eq!(checked_image_url("http://2130706433/a.png").unwrap().host_str(), Some("127.0.0.1"));
        assert_eq!(checked_image_url("http://0x7f.1/a.png").unwrap().host_str(), Some("127.0.0.1"));
    }

    #[test]
    fn kinds_come_from_the_bytes() {
        assert_eq!(ImageKind::of(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some(ImageKind::Png));
        assert_eq!(ImageKind::of(b"BM\x3a\0\0\0\0\0\0\0\x36\0\0\0\x28\0"), Some(ImageKind::Bmp));
        assert_eq!(ImageKind::of(b"<svg xmlns='http://www.w3.org/2000/svg'/>"), None);
        assert_eq!(ImageKind::of(b"%PDF-1.7"), None);
        assert_eq!(ImageKind::from_extension("tif"), Some(ImageKind::Tiff));
        assert_eq!(ImageKind::from_extension("svg"), None);
        assert!(!ImageKind::Tiff.shown_everywhere());
    }
}
