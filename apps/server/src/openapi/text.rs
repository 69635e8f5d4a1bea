//! Free text the API reads cannot hold NUL (PostgreSQL text cannot store it, and the server
//! refuses it at the door, see `nul_guard`). The document says so on every string it reads —
//! request body properties and query and path parameters — by adding the NUL exclusion to the
//! field's pattern, so the contract and the server agree character for character.

use std::collections::BTreeSet;

use utoipa::openapi::path::ParameterIn;
use utoipa::openapi::schema::{ArrayItems, Schema, SchemaType, Type};
use utoipa::openapi::{OpenApi, RefOr};

/// Any text without NUL.
const NO_NUL: &str = r"^[^\u0000]*$";
/// Text without NUL that has a character other than white space.
pub(crate) const NOT_BLANK_NO_NUL: &str = r"^[^\u0000]*[^\s\u0000][^\u0000]*$";

fn is_string(t: &SchemaType) -> bool {
    match t {
        SchemaType::Type(t) => *t == Type::String,
        SchemaType::Array(ts) => ts.contains(&Type::String),
        SchemaType::AnyValue => false,
    }
}

/// Adds the NUL exclusion to a free-text string schema, or to each item of a list of them (no
/// enum, no format such as date or binary); patterns written as character classes already
/// exclude it.
fn exclude_nul(schema: &mut Schema) {
    // A list of texts (`tags`): each item.
    if let Schema::Array(a) = schema {
        if let ArrayItems::RefOrSchema(items) = &mut a.items {
            if let RefOr::T(item) = items.as_mut() {
                exclude_nul(item);
            }
        }
        return;
    }
    let Schema::Object(o) = schema else { return };
    if !is_string(&o.schema_type) || o.enum_values.is_some() || o.format.is_some() {
        return;
    }
    o.pattern = match o.pattern.as_deref() {
        None => Some(NO_NUL.to_string()),
        Some(r"\S") => Some(NOT_BLANK_NO_NUL.to_string()),
        Some(other) => Some(other.to_string()),
    };
}

fn ref_name(r: &RefOr<Schema>) -> Option<String> {
    match r {
        RefOr::Ref(r) => r.ref_location.rsplit('/').next().map(str::to_string),
        RefOr::T(_) => None,
    }
}

/// The component names a request body reaches, following properties and array items.
fn request_components(doc: &OpenApi) -> BTreeSet<String> {
    let mut todo: Vec<String> = Vec::new();
    for item in doc.paths.paths.values() {
        for op in [&item.get, &item.put, &item.post, &item.delete, &item.patch].into_iter().flatten() {
            for content in op.request_body.iter().flat_map(|b| b.content.values()) {
                todo.extend(content.schema.as_ref().and_then(ref_name));
            }
        }
    }
    let schemas = doc.components.as_ref().map(|c| &c.schemas);
    let mut seen = BTreeSet::new();
    while let Some(name) = todo.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        if let Some(RefOr::T(Schema::Object(o))) = schemas.and_then(|s| s.get(&name)) {
            for prop in o.properties.values() {
                todo.extend(ref_name(prop));
                if let RefOr::T(Schema::Array(a)) = prop {
                    if let ArrayItems::RefOrSchema(items) = &a.items {
                        todo.extend(ref_name(items));
                    }
                }
            }
        }
    }
    seen
}

/// Marks every free-text string the API reads as excluding NUL.
pub fn exclude_nul_from_inputs(doc: &mut OpenApi) {
    let names = request_components(doc);
    if let Some(components) = doc.components.as_mut() {
        for name in &names {
            if let Some(RefOr::T(Schema::Object(o))) = components.schemas.get_mut(name) {
                for prop in o.properties.values_mut() {
                    if let RefOr::T(s) = prop {
                        exclude_nul(s);
                    }
                }
            }
        }
    }
    for item in doc.paths.paths.values_mut() {
        let ops = [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch];
        for op in ops.into_iter().flatten() {
            for p in op.parameters.iter_mut().flatten() {
                if matches!(p.parameter_in, ParameterIn::Query | ParameterIn::Path) {
                    if let Some(RefOr::T(s)) = p.schema.as_mut() {
                        exclude_nul(s);
                    }
                }
            }
        }
    }
}
