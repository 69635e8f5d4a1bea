//! What the account routes share with the LP invitation's sign-up: a bearer token.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// A bearer token for the `Authorization` header.
#[derive(Debug, Serialize, ToSchema)]
pub struct TokenResponse {
    pub access_token: String,
    /// Always `Bearer`.
    pub token_type: String,
    pub expires_at: DateTime<Utc>,
}

impl From<auth::IssuedToken> for TokenResponse {
    fn from(t: auth::IssuedToken) -> Self {
        TokenResponse { access_token: t.token, token_type: "Bearer".into(), expires_at: t.expires_at }
    }
}
