//! Finishing touches on the generated OpenAPI documents, so that they state
//! what the server does in ways the handler annotations cannot.

use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::{OpenApi, Response, ResponseBuilder};

/// Every finishing touch, for `/api` and `/v1` alike.
pub fn finish(doc: &mut OpenApi) {
    name_catch_all_parameters(doc);
    name_operations(doc);
    document_json_rejections(doc);
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
/// such as `list` repeat across modules, and ids must be unique.
fn name_operations(doc: &mut OpenApi) {
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

fn operations(item: &mut PathItem) -> impl Iterator<Item = (&'static str, &mut Operation)> {
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
    }
}
