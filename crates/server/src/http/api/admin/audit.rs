//! The audit log: read, filtered, and downloaded as CSV. Nothing here (or
//! anywhere) changes an entry.

use super::account_view::AuditEntryView;
use crate::http::error::{AppError, AppResult};
use crate::http::extract::staff::StaffSession;
use crate::http::state::AppState;
use crate::store::audit::Filter;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Entries per page of the log.
const PAGE: u64 = 50;
/// The most entries one CSV download holds.
const MOST_IN_CSV: u64 = 10_000;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct AuditParams {
    /// Entries naming this account.
    #[param(max_length = 100)]
    pub account: Option<String>,
    /// Entries by this staff member's account.
    #[param(max_length = 100)]
    pub actor: Option<String>,
    /// One action, such as `grant_credits` or `suspend`.
    #[param(max_length = 100)]
    pub action: Option<String>,
    /// Entries older than this id: the next page.
    #[param(minimum = 1)]
    pub before: Option<i64>,
}

impl AuditParams {
    fn filter(self) -> Filter {
        let given =
            |value: Option<String>| value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
        Filter {
            target_user_id: given(self.account),
            actor_id: given(self.actor),
            action: given(self.action),
            before_id: self.before,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    pub entries: Vec<AuditEntryView>,
    /// How many entries match, on every page.
    pub total: u64,
    /// `before` for the next page; null on the last.
    pub next_before: Option<i64>,
}

fn read_params(params: Result<Query<AuditParams>, QueryRejection>) -> AppResult<Filter> {
    let Query(params) =
        params.map_err(|_| AppError::validation("Invalid request: unreadable query string"))?;
    Ok(params.filter())
}

/// The newest entries that match, 50 at a time.
#[utoipa::path(get, path = "/api/admin/audit", tag = "admin", params(AuditParams),
    responses((status = 200, body = AuditPage), (status = 400),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn list(
    State(state): State<AppState>,
    _staff: StaffSession,
    params: Result<Query<AuditParams>, QueryRejection>,
) -> AppResult<Json<AuditPage>> {
    let filter = read_params(params)?;
    let (entries, total) = state.console.audit_log(&filter, PAGE).await?;
    let next_before = (entries.len() as u64 == PAGE)
        .then(|| entries.last().map(|entry| entry.id))
        .flatten();
    Ok(Json(AuditPage {
        entries: entries.into_iter().map(Into::into).collect(),
        total,
        next_before,
    }))
}

/// The entries that match as CSV, newest first, at most 10,000.
#[utoipa::path(get, path = "/api/admin/audit.csv", tag = "admin", params(AuditParams),
    responses((status = 200, content_type = "text/csv", body = String), (status = 400),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn csv(
    State(state): State<AppState>,
    _staff: StaffSession,
    params: Result<Query<AuditParams>, QueryRejection>,
) -> AppResult<impl IntoResponse> {
    let filter = read_params(params)?;
    let (entries, _) = state.console.audit_log(&filter, MOST_IN_CSV).await?;
    let mut text = String::from("id,at,actor,action,account,reason,outcome,before,after\r\n");
    for entry in entries {
        let row = [
            entry.id.to_string(),
            entry.at.to_rfc3339(),
            entry.actor,
            entry.action,
            entry.target_user_id.unwrap_or_default(),
            entry.reason,
            crate::staff::outcome_name(entry.outcome).to_owned(),
            entry.before_json.unwrap_or_default(),
            entry.after_json.unwrap_or_default(),
        ];
        let cells: Vec<String> = row.iter().map(|cell| csv_cell(cell)).collect();
        text.push_str(&cells.join(","));
        text.push_str("\r\n");
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"cardsmith-audit.csv\"",
            ),
        ],
        text,
    ))
}

/// A CSV cell, quoted (RFC 4180), and with a leading `'` before what a
/// spreadsheet would run as a formula (OWASP's CSV injection advice).
fn csv_cell(value: &str) -> String {
    let guarded = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    format!("\"{}\"", guarded.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::csv_cell;

    #[test]
    fn cells_are_quoted_and_formulas_disarmed() {
        assert_eq!(csv_cell("plain"), "\"plain\"");
        assert_eq!(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_cell("=HYPERLINK(1)"), "\"'=HYPERLINK(1)\"");
        assert_eq!(csv_cell("-5"), "\"'-5\"");
    }
}
