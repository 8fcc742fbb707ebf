//! Finishing touches on the generated OpenAPI documents, so that they state
//! what the server does in ways the handler annotations cannot.

use crate::http::middleware::csrf;
use axum::http::Method;
use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{OpenApi, RefOr, Response, ResponseBuilder};

/// Every finishing touch, for `/api` and `/v1` alike.
pub fn finish(doc: &mut OpenApi) {
    name_catch_all_parameters(doc);
    document_json_rejections(doc);
    describe_bare_responses(doc);
    open_combined_bodies(doc);
}

/// A body that adds fields to another (serde's `flatten`) is documented as
/// `allOf` of the two. A part closed with `additionalProperties: false`
/// refuses, in JSON Schema, the other part's fields too, so no body could
/// match: each part is opened (a closed body it names is copied in, open,
/// since that body is closed where it stands alone). Such a body still
/// refuses unknown fields (the API's description says so); its schema
/// cannot.
fn open_combined_bodies(doc: &mut OpenApi) {
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    let named = components.schemas.clone();
    for schema in components.schemas.values_mut() {
        let RefOr::T(Schema::AllOf(all)) = schema else {
            continue;
        };
        for part in all.items.iter_mut() {
            if let RefOr::Ref(reference) = part
                && let Some(name) = reference.ref_location.strip_prefix("#/components/schemas/")
                && let Some(RefOr::T(target @ Schema::Object(_))) = named.get(name)
            {
                *part = RefOr::T(target.clone());
            }
            if let RefOr::T(Schema::Object(object)) = part {
                object.additional_properties = None;
            }
        }
    }
}

/// OpenAPI requires a description on every response; where a handler's
/// annotation gives none (its body's schema says what it is), the status's
/// own name stands in ("OK", "Created").
fn describe_bare_responses(doc: &mut OpenApi) {
    for item in doc.paths.paths.values_mut() {
        for (_, operation) in operations(item) {
            for (status, response) in operation.responses.responses.iter_mut() {
                if let RefOr::T(response) = response
                    && response.description.is_empty()
                {
                    let reason = status
                        .parse()
                        .ok()
                        .and_then(|code| axum::http::StatusCode::from_u16(code).ok())
                        .and_then(|code| code.canonical_reason());
                    response.description = reason.unwrap_or("Answer").to_owned();
                }
            }
        }
    }
}

/// OpenAPI has no catch-all segments: the router's `{*key}` is documented
/// as `{key}`, a parameter whose value may hold slashes.
fn name_catch_all_parameters(doc: &mut OpenApi) {
    let paths = std::mem::take(&mut doc.paths.paths);
    doc.paths.paths = paths
        .into_iter()
        .map(|(path, item)| (path.replace("{*", "{"), item))
        .collect();
}

/// Operation ids from method and path (`get_api_images_id`): handler names
/// such as `list` repeat across modules, and ids must be unique. (`/v1`
/// names its few operations by hand: its ids become the method names of
/// the SDKs generated from it.)
pub fn name_operations(doc: &mut OpenApi) {
    for (path, item) in doc.paths.paths.iter_mut() {
        let slug: String = path
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect::<String>()
            .split('_')
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("_");
        for (method, operation) in operations(item) {
            operation.operation_id = Some(format!("{method}_{slug}"));
        }
    }
}

/// A body that is not declared JSON is refused with 415 by the one JSON
/// extractor every handler uses (`extract::json`), whatever the operation.
fn document_json_rejections(doc: &mut OpenApi) {
    let status = "415".to_owned();
    for item in doc.paths.paths.values_mut() {
        for (_, operation) in operations(item) {
            if operation.request_body.is_some()
                && !operation.responses.responses.contains_key(&status)
            {
                let response: Response = ResponseBuilder::new()
                    .description(
                        "The body is not declared as JSON (Content-Type: application/json)",
                    )
                    .build();
                operation
                    .responses
                    .responses
                    .insert(status.clone(), response.into());
            }
        }
    }
}

/// Every call the CSRF middleware guards can be refused with 403 before
/// its handler runs; say so on each (for `/api`, the only area it guards).
pub fn document_csrf_refusals(doc: &mut OpenApi) {
    const REFUSAL: &str =
        "The CSRF-Token header is missing or wrong, or the request came from another site";
    for (path, item) in doc.paths.paths.iter_mut() {
        for (method, operation) in operations(item) {
            let method = Method::from_bytes(method.to_uppercase().as_bytes())
                .expect("operations() names HTTP methods");
            if !csrf::guards(&method, path) {
                continue;
            }
            let responses = &mut operation.responses.responses;
            match responses.get_mut("403") {
                Some(RefOr::T(forbidden)) => {
                    forbidden.description = format!("{}; or: {REFUSAL}", forbidden.description);
                }
                Some(RefOr::Ref(_)) => {}
                None => {
                    let response: Response = ResponseBuilder::new().description(REFUSAL).build();
                    responses.insert("403".to_owned(), response.into());
                }
            }
        }
    }
}

/// The operations of a path, with their methods' names.
pub fn operations(item: &mut PathItem) -> impl Iterator<Item = (&'static str, &mut Operation)> {
    [
        ("get", &mut item.get),
        ("post", &mut item.post),
        ("put", &mut item.put),
        ("patch", &mut item.patch),
        ("delete", &mut item.delete),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.as_mut().map(|operation| (method, operation)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn documents_name_every_parameter_and_json_rejection() {
        let doc = crate::http::openapi();
        let paths = &doc.paths.paths;
        assert!(paths.keys().all(|path| !path.contains('*')));
        let file = paths["/api/images/file/{key}"].get.as_ref().unwrap();
        assert_eq!(
            file.operation_id.as_deref(),
            Some("get_api_images_file_key")
        );
        let signup = paths["/api/auth/signup"].post.as_ref().unwrap();
        assert!(signup.responses.responses.contains_key("415"));
        // Guarded by the CSRF middleware, so documented as refused by it.
        assert!(signup.responses.responses.contains_key("403"));
        let send = &doc.components.as_ref().unwrap().schemas["SendRequest"];
        let json = serde_json::to_string(send).unwrap();
        assert!(
            json.contains("allOf") && !json.contains("additionalProperties"),
            "{json}"
        );
        let csrf = paths["/api/csrf-token"].get.as_ref().unwrap();
        assert!(!csrf.responses.responses.contains_key("403"));
    }
}
