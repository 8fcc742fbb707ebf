from enum import StrEnum


class ErrorBodyCode(StrEnum):
    ACCOUNT_SUSPENDED = "account_suspended"
    CONTENT_POLICY = "content_policy"
    FORBIDDEN = "forbidden"
    GONE = "gone"
    IDEMPOTENCY_CONFLICT = "idempotency_conflict"
    INSUFFICIENT_CREDITS = "insufficient_credits"
    INTERNAL = "internal"
    INVALID_REQUEST = "invalid_request"
    NOT_FOUND = "not_found"
    PROVIDER_UNAVAILABLE = "provider_unavailable"
    RATE_LIMITED = "rate_limited"
    SERVICE_UNAVAILABLE = "service_unavailable"
    UNAUTHORIZED = "unauthorized"
    UNSUPPORTED_OPTION = "unsupported_option"

    def __str__(self) -> str:
        return str(self.value)
