//! The [`RemoteImages`] port over reqwest. A pasted picture's URL is the user's, so the fetch is
//! guarded against server-side request forgery: the host is resolved here and every address
//! checked before connecting, the connection is pinned to those checked addresses (no second
//! lookup an attacker's DNS could answer differently), redirects are followed by hand and each
//! target checked again, the body is read up to the limit and no further, and no proxy or
//! credentials are used.

use std::net::SocketAddr;
use std::time::Duration;

use portfolio::images::{
    checked_image_url, is_public_address, FetchRefusal, RemoteImages, UrlRefusal, MAX_EDITOR_IMAGE_BYTES, MAX_REDIRECTS,
};
use reqwest::header::{ACCEPT, LOCATION};
use url::Url;

/// Fetches pictures over HTTP(S).
pub struct HttpImages {
    /// Hosts fetched even though they resolve to internal addresses (an in-house image server;
    /// the tests' local one). Compared with the URL's host exactly.
    trusted_hosts: Vec<String>,
    timeout: Duration,
}

impl HttpImages {
    pub fn new(trusted_hosts: Vec<String>) -> Self {
        HttpImages { trusted_hosts, timeout: Duration::from_secs(10) }
    }

    /// The addresses to connect to for `url`, every one of them public (unless the host is
    /// trusted).
    async fn addresses(&self, url: &Url) -> Result<Vec<SocketAddr>, FetchRefusal> {
        let host = url.host_str().ok_or(FetchRefusal::Url(UrlRefusal::Malformed))?;
        let port = url.port_or_known_default().ok_or(FetchRefusal::Url(UrlRefusal::Malformed))?;
        // `host_str` keeps an IPv6 literal's brackets; the resolver wants it bare.
        let bare = host.trim_start_matches('[').trim_end_matches(']');
        let addrs: Vec<SocketAddr> = tokio::net::lookup_host((bare, port))
            .await
            .map_err(|e| FetchRefusal::Unreachable(format!("{host}: {e}")))?
            .collect();
        if addrs.is_empty() {
            return Err(FetchRefusal::Unreachable(format!("{host}: no address")));
        }
        let trusted = self.trusted_hosts.iter().any(|t| t == host);
        if !trusted && addrs.iter().any(|a| !is_public_address(a.ip())) {
            return Err(FetchRefusal::Url(UrlRefusal::Address));
        }
        Ok(addrs)
    }

    async fn get_once(&self, url: &Url) -> Result<reqwest::Response, FetchRefusal> {
        let addrs = self.addresses(url).await?;
        let host = url.host_str().unwrap_or_default();
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(self.timeout)
            .connect_timeout(Duration::from_secs(5))
            .resolve_to_addrs(host, &addrs)
            .user_agent("Johap image fetcher")
            .build()
            .map_err(|e| FetchRefusal::Unreachable(e.to_string()))?;
        client
            .get(url.clone())
            .header(ACCEPT, "image/*")
            .send()
            .await
            .map_err(|e| FetchRefusal::Unreachable(e.without_url().to_string()))
    }
}

#[async_trait::async_trait]
impl RemoteImages for HttpImages {
    async fn fetch(&self, url: &Url) -> Result<Vec<u8>, FetchRefusal> {
        let mut url = url.clone();
        for _ in 0..=MAX_REDIRECTS {
            let mut res = self.get_once(&url).await?;
            if res.status().is_redirection() {
                let to = res
                    .headers()
                    .get(LOCATION)
                    .and_then(|v| v.to_str().ok())
                    .ok_or_else(|| FetchRefusal::Unreachable(format!("{} without Location", res.status())))?;
                let next = url.join(to).map_err(|_| FetchRefusal::Url(UrlRefusal::Malformed))?;
                url = checked_image_url(next.as_str()).map_err(FetchRefusal::Url)?;
                continue;
            }
            if !res.status().is_success() {
                return Err(FetchRefusal::Unreachable(res.status().to_string()));
            }
            if res.content_length().is_some_and(|n| n > MAX_EDITOR_IMAGE_BYTES as u64) {
                return Err(FetchRefusal::TooLarge);
            }
            let mut body = Vec::new();
            while let Some(chunk) = res.chunk().await.map_err(|e| FetchRefusal::Unreachable(e.to_string()))? {
                if body.len() + chunk.len() > MAX_EDITOR_IMAGE_BYTES {
                    return Err(FetchRefusal::TooLarge);
                }
                body.extend_from_slice(&chunk);
            }
            return Ok(body);
        }
        Err(FetchRefusal::Unreachable(format!("more than {MAX_REDIRECTS} redirects")))
    }
}
