//! How tools answer: structured JSON on success, and on failure a tool error
//! (`isError`) with `/v1`'s error code and message, which the assistant reads
//! and can act on (a protocol error would reach it only as "tool failed").

use crate::http::error::AppError;
use crate::http::v1::envelope::{ApiResult, code_of};
use rmcp::ErrorData;
use rmcp::handler::server::tool::IntoCallToolResult;
use rmcp::model::{CallToolResponse, CallToolResult};
use serde::Serialize;
use serde_json::json;

/// Any failure of a tool: a service's error, bad input, a refusal.
#[derive(Debug)]
pub struct ToolError(pub AppError);

/// Whatever becomes an `AppError` fails a tool, so tools use `?` as
/// handlers do.
impl<E: Into<AppError>> From<E> for ToolError {
    fn from(error: E) -> Self {
        ToolError(error.into())
    }
}

impl IntoCallToolResult for ToolError {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ErrorData> {
        let error = self.0.outage_aware();
        let body = json!({"code": code_of(&error), "message": error.public_message()});
        Ok(CallToolResult::structured_error(body).into())
    }
}

pub type ToolResult = Result<CallToolResult, ToolError>;

/// A successful answer: `value` as JSON, structured and as text.
pub fn answer(value: impl Serialize) -> ToolResult {
    let value = serde_json::to_value(value).map_err(|err| AppError::Internal(err.into()))?;
    Ok(CallToolResult::structured(value))
}

/// A `/v1` handler's answer, for a tool that calls it: its `data`, or its
/// error as the tool's.
pub fn from_v1<T>(result: ApiResult<T>) -> Result<T, ToolError> {
    result
        .map(|success| success.data)
        .map_err(|error| ToolError(error.0))
}
