//! Request extractors: the session user from the bearer token, and the tenant context
//! (acting user + company) that every tenant-scoped handler takes.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use auth::{AuthError, SessionUser};
use kernel::Actor;

use crate::error::ApiError;
use crate::state::AppState;

/// The bearer token of the request, if any.
pub fn bearer(req: &HttpRequest) -> Option<String> {
    let v = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_string()).filter(|t| !t.is_empty())
}

/// The address a request came from: the peer, or the proxy's forwarded address when trusted.
pub fn client_ip(req: &HttpRequest, trust_proxy: bool) -> String {
    if trust_proxy {
        if let Some(ip) = req.connection_info().realip_remote_addr() {
            return ip.to_string();
        }
    }
    req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_default()
}

fn state(req: &HttpRequest) -> Result<web::Data<AppState>, ApiError> {
    req.app_data::<web::Data<AppState>>().cloned().ok_or_else(|| ApiError::internal("AppState missing"))
}

/// A request with a live session whose membership is active (verified or not), from an
/// account the operation serves.
#[derive(Clone)]
pub struct Authenticated {
    pub user: SessionUser,
    pub token: String,
}

impl FromRequest for Authenticated {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        // The gate (crate::access) has found the session and admitted its account.
        if let Some(a) = req.extensions().get::<Authenticated>().cloned() {
            return Box::pin(async move { Ok(a) });
        }
        let token = bearer(req);
        let state = state(req);
        Box::pin(async move {
            let state = state?;
            let token = token.ok_or(AuthError::LoginRequired)?;
            let user = state.auth.authenticate(&token).await?;
            Ok(Authenticated { user, token })
        })
    }
}

/// A fully registered user acting for their company. Every tenant-scoped handler takes this
/// and passes `actor` to the service, which passes it to the repository.
pub struct Tenant {
    pub actor: Actor,
    pub user: SessionUser,
}

impl FromRequest for Tenant {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let authed = Authenticated::from_request(req, payload);
        let state = state(req);
        Box::pin(async move {
            let a = authed.await?;
            let actor = state?.auth.actor(&a.user)?;
            Ok(Tenant { actor, user: a.user })
        })
    }
}
