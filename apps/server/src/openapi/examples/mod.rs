//! An example on every request and response body of the document.
//!
//! Response examples are the DTOs themselves, built in Rust and serialized, so a renamed or
//! retyped field breaks the build instead of leaving a stale example. Request examples are JSON
//! as a client would send it; the tests read each one back through the body's own `Deserialize`
//! (what the server does first) and validate every example against its schema.
//! The data is the demo firm's (데모투자파트너스), so an integrator sees what `just run` shows.

// The examples are constants: a failure here is a typo caught by the first test run.
#![allow(clippy::expect_used)]

mod billing;
mod investments;
mod mail;
mod overview;
mod people;
mod portfolios;
mod reports;
mod requests;
mod startup_edits;
mod startups;
mod support;
mod tasks;
mod union_book;
mod unions;

use std::borrow::Cow;

use chrono::{DateTime, NaiveDate, Utc};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{OpenApi, RefOr};
use utoipa::ToSchema;

/// Reads a request example as the server would, or says why it refuses it.
pub type ReadBack = fn(&Value) -> Result<(), String>;

/// One example: the schema it belongs to, the value, and for request bodies a check that the
/// server's reader accepts it.
pub struct Example {
    pub schema: Cow<'static, str>,
    pub value: Value,
    pub read_back: Option<ReadBack>,
}

/// Collects examples by the schema name utoipa gives the type.
#[derive(Default)]
pub struct Examples(Vec<Example>);

impl Examples {
    /// A response body (or a part of one): the value as the server would serialize it.
    pub fn response<T: ToSchema + Serialize>(&mut self, value: T) {
        let value = serde_json::to_value(value).expect("a DTO serializes");
        self.0.push(Example { schema: T::name(), value, read_back: None });
    }

    /// A request body as a client sends it, read back through `T` by the tests.
    pub fn request<T: ToSchema + DeserializeOwned>(&mut self, value: Value) {
        fn read<T: DeserializeOwned>(v: &Value) -> Result<(), String> {
            serde_json::from_value::<T>(v.clone()).map(|_| ()).map_err(|e| e.to_string())
        }
        self.0.push(Example { schema: T::name(), value, read_back: Some(read::<T>) });
    }
}

/// Every example of the document.
pub fn all() -> Vec<Example> {
    let mut ex = Examples::default();
    people::add(&mut ex);
    unions::add(&mut ex);
    union_book::add(&mut ex);
    mail::add(&mut ex);
    startups::add(&mut ex);
    startup_edits::add(&mut ex);
    requests::add(&mut ex);
    investments::add(&mut ex);
    investments::add_entries(&mut ex);
    reports::add(&mut ex);
    portfolios::add(&mut ex);
    support::add(&mut ex);
    tasks::add(&mut ex);
    overview::add(&mut ex);
    billing::add(&mut ex);
    ex.0
}

/// Puts each example on its schema component (`examples`, as OpenAPI 3.1 has it).
///
/// # Panics
/// When an example names a schema the document lacks or one that is not an object: a test
/// builds the document, so this fails there, never in a running server.
pub fn attach(doc: &mut OpenApi) {
    let components = doc.components.get_or_insert_with(Default::default);
    for example in all() {
        let Some(RefOr::T(schema)) = components.schemas.get_mut(example.schema.as_ref()) else {
            panic!("example for `{}`, which the document does not have", example.schema);
        };
        match schema {
            Schema::Object(o) => o.examples = vec![example.value],
            Schema::AllOf(a) => a.examples = vec![example.value],
            _ => panic!("example for `{}`, which is not an object", example.schema),
        }
    }
}

/// A fixed instant of the demo's autumn, so the document does not change from build to build.
pub(crate) fn at(rfc3339: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(rfc3339).expect("example instant").with_timezone(&Utc)
}

pub(crate) fn day(ymd: &str) -> NaiveDate {
    NaiveDate::parse_from_str(ymd, "%Y-%m-%d").expect("example date")
}

#[cfg(test)]
mod tests;
