use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::all;
use crate::openapi;

fn document() -> Value {
    serde_json::to_value(openapi::document()).unwrap()
}

/// The schema name a body's `$ref` (or its array's) points at.
fn referenced(schema: &Value) -> Option<&str> {
    let s = schema.get("items").unwrap_or(schema);
    s.get("$ref")?.as_str()?.strip_prefix("#/components/schemas/")
}

#[test]
fn every_json_body_has_an_example_and_every_file_is_binary() {
    let doc = document();
    let schemas = &doc["components"]["schemas"];
    let mut missing = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let mut bodies: Vec<(&String, &Value)> = Vec::new();
            if let Some(content) = op["requestBody"]["content"].as_object() {
                bodies.extend(content.iter().filter(|(t, _)| *t != "multipart/form-data"));
            }
            for response in op["responses"].as_object().unwrap().values() {
                if let Some(content) = response["content"].as_object() {
                    bodies.extend(content.iter());
                }
            }
            for (content_type, content) in bodies {
                let schema = &content["schema"];
                if content_type.contains("json") {
                    let name = referenced(schema).unwrap_or_else(|| panic!("{method} {path}: inline JSON body"));
                    if schemas[name]["examples"].as_array().is_none_or(Vec::is_empty) {
                        missing.insert(format!("{name} ({method} {path})"));
                    }
                } else {
                    assert_eq!(
                        schema,
                        &json!({"type": "string", "format": "binary"}),
                        "{method} {path} {content_type}"
                    );
                }
            }
        }
    }
    assert!(missing.is_empty(), "bodies without an example: {missing:#?}");
}

#[test]
fn every_example_is_valid_under_its_schema() {
    let doc = document();
    for example in all() {
        // The component's own schema, with the document's components beside it for its $refs.
        let root = json!({
            "$ref": format!("#/components/schemas/{}", example.schema),
            "components": doc["components"],
        });
        let validator = jsonschema::validator_for(&root).unwrap();
        let errors: Vec<String> =
            validator.iter_errors(&example.value).map(|e| format!("{} at {}", e, e.instance_path)).collect();
        assert!(errors.is_empty(), "the `{}` example breaks its schema: {errors:#?}", example.schema);
    }
}

#[test]
fn every_request_example_is_read_by_the_server() {
    let mut requests = 0;
    for example in all() {
        if let Some(read_back) = example.read_back {
            requests += 1;
            read_back(&example.value).unwrap_or_else(|e| panic!("the `{}` example is refused: {e}", example.schema));
        }
    }
    assert!(requests >= 20, "only {requests} request examples");
}

#[test]
fn a_schema_gets_one_example() {
    let mut seen = BTreeSet::new();
    for example in all() {
        assert!(seen.insert(example.schema.clone()), "two examples for `{}`", example.schema);
    }
}
