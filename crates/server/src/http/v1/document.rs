//! Finishing touches on the public API's OpenAPI document: what every
//! answer carries (the envelope's constant `success`, the error codes, the
//! rate-limit headers) stated once here instead of on each handler, so that
//! generated clients can rely on them.

use super::envelope::ERROR_CODES;
use crate::http::openapi_doc::operations;
use utoipa::openapi::schema::{Object, Schema, Type};
use utoipa::openapi::server::Server;
use utoipa::openapi::{Header, OpenApi, RefOr, Response};

const RATE_HEADERS: [(&str, &str); 3] = [
    (
        "X-RateLimit-Limit",
        "Requests your plan allows in the current window",
    ),
    (
        "X-RateLimit-Remaining",
        "Requests left in the current window",
    ),
    ("X-RateLimit-Reset", "Seconds until the window resets"),
];

/// Every touch that needs no running server.
pub fn finish(doc: &mut OpenApi) {
    declare_headers(doc);
    pin_envelopes(doc);
}

/// Where the API is served: the site's public URL.
pub fn serve_at(doc: &mut OpenApi, public_url: &str) {
    doc.servers = Some(vec![Server::new(public_url)]);
}

/// Rate-limit headers on every answer to a call with a valid key (every
/// status but 401), `Retry-After` on 429, `WWW-Authenticate` on 401.
fn declare_headers(doc: &mut OpenApi) {
    let components = doc.components.get_or_insert_with(Default::default);
    for (name, description) in RATE_HEADERS {
        components
            .headers
            .insert(name.to_owned(), header(Type::Integer, description).into());
    }
    components.headers.insert(
        "Retry-After".to_owned(),
        header(Type::Integer, "Seconds to wait before trying again").into(),
    );
    components.headers.insert(
        "WWW-Authenticate".to_owned(),
        header(
            Type::String,
            "`Bearer realm=\"Cardsmith API\"`, with `error=\"invalid_token\"` when the key sent \
             is not valid",
        )
        .into(),
    );
    for item in doc.paths.paths.values_mut() {
        for (_, operation) in operations(item) {
            for (status, response) in operation.responses.responses.iter_mut() {
                if let RefOr::T(response) = response {
                    add_headers(status, response);
                }
            }
        }
    }
}

fn add_headers(status: &str, response: &mut Response) {
    let mut reference = |name: &str| {
        response.headers.insert(
            name.to_owned(),
            RefOr::Ref(utoipa::openapi::Ref::new(format!(
                "#/components/headers/{name}"
            ))),
        );
    };
    if status == "401" {
        reference("WWW-Authenticate");
        return;
    }
    for (name, _) in RATE_HEADERS {
        reference(name);
    }
    if status == "429" {
        reference("Retry-After");
    }
}

fn header(kind: Type, description: &str) -> Header {
    let mut header = Header::new(RefOr::T(Schema::Object(Object::with_type(kind))));
    header.description = Some(description.to_owned());
    header
}

/// `success` is `true` in every answer envelope and `false` in the error
/// one, and `error.code` is one of a fixed list: said as `const` and `enum`,
/// so that a client can tell the two apart by schema alone.
fn pin_envelopes(doc: &mut OpenApi) {
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    for (name, schema) in components.schemas.iter_mut() {
        if name.ends_with("Envelope")
            && let Some(success) = property(schema, "success")
        {
            // utoipa has no `const`; extensions serialize as plain keys.
            success
                .extensions
                .get_or_insert_with(Default::default)
                .insert("const".into(), (name != "ErrorEnvelope").into());
        }
    }
    if let Some(body) = components.schemas.get_mut("ErrorBody")
        && let Some(code) = property(body, "code")
    {
        code.enum_values = Some(ERROR_CODES.iter().map(|&code| code.into()).collect());
    }
}

fn property<'a>(schema: &'a mut RefOr<Schema>, name: &str) -> Option<&'a mut Object> {
    let RefOr::T(Schema::Object(object)) = schema else {
        return None;
    };
    match object.properties.get_mut(name)? {
        RefOr::T(Schema::Object(property)) => Some(property),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use utoipa::openapi::RefOr;

    #[test]
    fn operation_ids_are_unique_and_every_answer_is_described() {
        let mut doc = crate::http::v1::openapi();
        let mut ids = HashSet::new();
        for item in doc.paths.paths.values_mut() {
            for (_, operation) in crate::http::openapi_doc::operations(item) {
                let id = operation.operation_id.clone().expect("named");
                assert!(!id.contains("v1"), "{id} is named by hand");
                assert!(ids.insert(id.clone()), "{id} twice");
                for (status, response) in &operation.responses.responses {
                    if let RefOr::T(response) = response {
                        assert!(!response.description.is_empty(), "{id} {status}");
                    }
                }
            }
        }
        assert_eq!(ids.len(), 10);
    }
}
