//! The public REST API under `/v1`: bearer API keys, the `{success, data}`
//! envelope, tier limits, and its own OpenAPI document (`/v1/openapi.json`,
//! browsable at `/v1/docs`), separate from the web app's `/api` document.

pub mod account;
pub mod caller;
pub mod document;
pub mod envelope;
pub mod images;
pub mod options;
pub mod revisions;

use crate::http::state::AppState;
use axum::Router;
use axum::middleware::from_fn_with_state;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use utoipa_swagger_ui::{Config, SwaggerUi};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Cardsmith API",
        version = "1.0.0",
        description = "Generate images and greeting cards with exact text, paid from your \
            Cardsmith credits. Authenticate with `Authorization: Bearer <key>`; every answer \
            is `{\"success\": true, \"data\": …}` or `{\"success\": false, \"error\": {\"code\", \
            \"message\"}}`. Every answer to a call with a valid key carries \
            `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until \
            the window resets). Request bodies take only the fields documented for them: any \
            other field is refused with a 400 `invalid_request` that names it, so a misspelt \
            field never passes for an absent one."
    ),
    // The generate and revise calls describe their answers with
    // `IntoResponses`, which names these without adding them to the document.
    components(schemas(images::GeneratedEnvelope, images::Generated, images::PublicImage)),
    modifiers(&BearerKeys)
)]
struct PublicApiDoc;

struct BearerKeys;

impl Modify for BearerKeys {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(PublicApiDoc::openapi())
        .routes(routes!(images::generate_image))
        .routes(routes!(images::generate_card))
        .routes(routes!(images::list))
        .routes(routes!(options::get))
        .routes(routes!(images::get, images::delete))
        .routes(routes!(images::edit_text))
        .routes(routes!(revisions::revise))
        .routes(routes!(revisions::versions))
        .routes(routes!(account::get))
}

/// The `/v1` OpenAPI document.
pub fn openapi() -> utoipa::openapi::OpenApi {
    let mut doc = routes().split_for_parts().1;
    crate::http::openapi_doc::finish(&mut doc);
    document::finish(&mut doc);
    doc
}

/// The API's routes behind key authentication and rate limits, and its
/// document and Swagger UI open to all.
pub fn router(state: AppState) -> Router<AppState> {
    let (api, _) = routes().split_for_parts();
    let mut doc = openapi();
    document::serve_at(&mut doc, state.pages.public_url());
    let api = api.route_layer(from_fn_with_state(state, caller::authenticate));
    // No validator badge: it would send the document to swagger.io, which
    // the content security policy (rightly) blocks.
    let docs = SwaggerUi::new("/v1/docs")
        .url("/v1/openapi.json", doc)
        .config(Config::new(["/v1/openapi.json"]).validator_url("none"));
    api.merge(docs)
}
