//! The HTTP surface: resource handlers (`api`), layers (`middleware`),
//! extractors (`extract`) and the page server (`pages`), assembled here.

pub mod api;
pub mod error;
pub mod extract;
pub mod generation_stream;
pub mod mcp;
pub mod middleware;
pub mod openapi_doc;
pub mod pages;
pub mod pagination;
pub mod routes;
pub mod schema;
pub mod state;
pub mod v1;

use api::{
    account, admin, api_keys, auth, cards, checkout, credits, data_export, demo_checkout, devices,
    email_verification, group_cards, health, image_files, image_generate, image_revise, images,
    metrics, passkeys, password_reset, pricing, received_cards, reminders, sends, shares, signing,
    site, transactions, two_factor, webhooks,
};
use middleware::{csrf, security, staff_gate};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, Request};
use axum::middleware::{from_fn, from_fn_with_state};
use axum::routing::get;
use state::AppState;
use tower::ServiceBuilder;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Cardsmith",
        description = "The API behind the Cardsmith web app, on the site's own origin. A call \
            that needs a signed-in user takes the session cookie and answers 401 without it; \
            state-changing calls also need the `CSRF-Token` header from `GET /api/csrf-token`. \
            Request bodies take only the fields documented for them: any other field is refused \
            with a 400 that names it."
    ),
    servers((url = "/", description = "The site itself")),
    security((), ("session" = [])),
    modifiers(&SessionCookie)
)]
struct ApiDoc;

struct SessionCookie;

impl utoipa::Modify for SessionCookie {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                "cardsmith_session",
                "Set by signing in; named `__Host-cardsmith_session` on https",
            ))),
        );
    }
}

/// The `/api` routes with their OpenAPI description.
fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(csrf::issue))
        .routes(routes!(auth::signup))
        .routes(routes!(auth::login))
        .routes(routes!(auth::login_code))
        .routes(routes!(passkeys::sign_in_options))
        .routes(routes!(passkeys::sign_in))
        .routes(routes!(auth::logout))
        .routes(routes!(auth::me))
        .routes(routes!(password_reset::forgot))
        .routes(routes!(password_reset::reset))
        .routes(routes!(email_verification::verify))
        .routes(routes!(email_verification::resend))
        .routes(routes!(credits::list))
        .routes(routes!(account::change_password))
        .routes(routes!(account::summary))
        .routes(routes!(account::change_email))
        .routes(routes!(account::delete_account))
        .routes(routes!(
            two_factor::status,
            two_factor::start,
            two_factor::disable
        ))
        .routes(routes!(two_factor::confirm))
        .routes(routes!(two_factor::renew_recovery_codes))
        .routes(routes!(passkeys::list, passkeys::add))
        .routes(routes!(passkeys::add_options))
        .routes(routes!(passkeys::confirm_options))
        .routes(routes!(passkeys::rename, passkeys::remove))
        .routes(routes!(devices::list, devices::sign_out_others))
        .routes(routes!(devices::sign_out))
        .routes(routes!(data_export::status, data_export::request))
        .routes(routes!(data_export::download))
        .routes(routes!(api_keys::list, api_keys::create))
        .routes(routes!(api_keys::revoke))
        .routes(routes!(site::info))
        .routes(routes!(pricing::pricing))
        .routes(routes!(image_generate::generate))
        .routes(routes!(cards::generate))
        .routes(routes!(cards::suggestions))
        .routes(routes!(cards::edit_text))
        .routes(routes!(cards::print))
        .routes(routes!(images::list))
        .routes(routes!(images::recent))
        .routes(routes!(images::get, images::delete))
        .routes(routes!(image_revise::revise))
        .routes(routes!(image_revise::versions))
        .routes(routes!(shares::share, shares::unshare))
        .routes(routes!(shares::view))
        .routes(routes!(shares::file))
        .routes(routes!(image_files::serve))
        .routes(routes!(checkout::create_session))
        .routes(routes!(checkout::session_status))
        .routes(routes!(demo_checkout::show))
        .routes(routes!(demo_checkout::complete))
        .routes(routes!(webhooks::stripe))
        .routes(routes!(transactions::list))
        .routes(routes!(sends::list, sends::create))
        .routes(routes!(sends::get, sends::edit, sends::cancel))
        .routes(routes!(sends::resend))
        .routes(routes!(group_cards::list, group_cards::create))
        .routes(routes!(group_cards::get, group_cards::cancel))
        .routes(routes!(group_cards::invite))
        .routes(routes!(group_cards::rotate_link, group_cards::close_link))
        .routes(routes!(
            group_cards::hide_message,
            group_cards::delete_message
        ))
        .routes(routes!(group_cards::remind))
        .routes(routes!(group_cards::send_now))
        .routes(routes!(signing::open))
        .routes(routes!(signing::sign))
        .routes(routes!(signing::edit, signing::delete))
        .routes(routes!(signing::stop_reminders))
        .routes(routes!(signing::suggestions))
        .routes(routes!(received_cards::open))
        .routes(routes!(received_cards::print))
        .routes(routes!(received_cards::inside_page))
        .routes(routes!(received_cards::thank))
        .routes(routes!(received_cards::report))
        .routes(routes!(received_cards::report_message))
        .routes(routes!(received_cards::unsubscribe))
        .routes(routes!(reminders::list, reminders::create))
        .routes(routes!(reminders::settings))
        .routes(routes!(reminders::update, reminders::delete))
        .routes(routes!(admin::session::show))
        .routes(routes!(admin::session::verify))
        .routes(routes!(admin::accounts::search))
        .routes(routes!(admin::accounts::show))
        .routes(routes!(admin::accounts::ledger))
        .routes(routes!(admin::actions::grant_credits))
        .routes(routes!(admin::actions::deduct_credits))
        .routes(routes!(admin::actions::set_suspension))
        .routes(routes!(admin::actions::sign_out))
        .routes(routes!(admin::actions::revoke_api_keys))
        .routes(routes!(admin::actions::resend_verification))
        .routes(routes!(admin::actions::send_password_reset))
        .routes(routes!(admin::actions::refund))
        .routes(routes!(admin::actions::delete_account))
        .routes(routes!(admin::overview::show))
        .routes(routes!(admin::audit::list))
        .routes(routes!(admin::audit::csv))
        .routes(routes!(admin::moderation::queue))
        .routes(routes!(admin::moderation::show))
        .routes(routes!(admin::moderation::restore))
        .routes(routes!(admin::moderation::remove))
}

/// The OpenAPI document (the front end's types are generated from it).
pub fn openapi() -> utoipa::openapi::OpenApi {
    let mut doc = api().split_for_parts().1;
    openapi_doc::finish(&mut doc);
    openapi_doc::name_operations(&mut doc);
    openapi_doc::document_csrf_refusals(&mut doc);
    doc
}

pub fn router(state: AppState) -> Router {
    let (api, _) = api().split_for_parts();
    let request_id = HeaderName::from_static("x-request-id");
    let https = state.config.is_https();
    let policy = security::content_security_policy(state.config.analytics_measurement_id.is_some());
    let layers = ServiceBuilder::new()
        .layer(from_fn(middleware::metrics::record))
        .layer(SetRequestIdLayer::new(request_id.clone(), MakeRequestUuid))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &Request<_>| {
            let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
            tracing::info_span!("request", method = %request.method(), path = %request.uri().path(), request_id = %id)
        }))
        .layer(PropagateRequestIdLayer::new(request_id))
        .layer(from_fn(move |req, next| {
            security::headers(https, policy.clone(), req, next)
        }))
        .layer(DefaultBodyLimit::max(state.config.max_body_bytes))
        .layer(from_fn_with_state(state.clone(), csrf::require_token))
        .layer(from_fn_with_state(state.clone(), staff_gate::require_staff));
    api.merge(v1::router(state.clone()))
        .merge(mcp::router(state.clone()))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(metrics::on_site))
        .route("/sitemap.xml", get(pages::sitemap))
        .route("/robots.txt", get(pages::robots))
        .fallback(pages::fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(layers)
        .with_state(state)
}

/// 405 with the methods the path takes in `Allow` (added by the router),
/// in the `/v1` envelope there.
async fn method_not_allowed(uri: axum::http::Uri) -> axum::response::Response {
    use axum::response::IntoResponse;
    let error = crate::http::error::AppError::MethodNotAllowed(
        "This endpoint does not accept that method".into(),
    );
    if routes::area(uri.path()) == routes::Area::PublicApi {
        return v1::envelope::ApiError(error).into_response();
    }
    error.into_response()
}
