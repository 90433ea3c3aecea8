"""Errors the SDK raises: one class per kind of answer, each carrying the server's error envelope."""

from __future__ import annotations

from typing import Any, Mapping


class OpenBankingError(Exception):
    """An error answer of the API, or no answer at all (``status`` is 0 then).

    ``code`` is the error category (``validation_error``, ``not_found``…), ``reason`` the precise
    cause (``transfer_insufficient_funds``…), ``details`` the field problems of a 400, and
    ``request_id`` the ``x-request-id`` to quote to support.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int = 0,
        code: str = "connection_error",
        reason: str | None = None,
        details: list[dict[str, Any]] | None = None,
        params: Mapping[str, Any] | None = None,
        request_id: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.reason = reason
        self.details = details or []
        self.params = dict(params or {})
        self.request_id = request_id
        self.headers = dict(headers or {})

    def __str__(self) -> str:
        where = f" (request {self.request_id})" if self.request_id else ""
        return f"{self.status} {self.code}: {self.message}{where}"


class APIConnectionError(OpenBankingError):
    """The server could not be reached, or did not answer in time."""


class InvalidRequestError(OpenBankingError):
    """400: the request is malformed; ``details`` names each field."""


class AuthenticationError(OpenBankingError):
    """401: no key or token, or one the server does not accept."""


class PermissionDeniedError(OpenBankingError):
    """403: a scope, role, IP allow-list or mode rule refuses the call."""


class NotFoundError(OpenBankingError):
    """404: nothing there, or nothing this credential may see."""


class ConflictError(OpenBankingError):
    """409: the resource is not in a state that allows the call."""


class UnprocessableError(OpenBankingError):
    """422: valid input the server cannot act on (insufficient funds, a reused idempotency key…)."""


class RateLimitError(OpenBankingError):
    """429: too many calls; ``retry_after`` is the wait the server asked for, in seconds."""

    @property
    def retry_after(self) -> float | None:
        value = self.headers.get("retry-after")
        try:
            return float(value) if value is not None else None
        except ValueError:
            return None


class ServerError(OpenBankingError):
    """5xx: the server or a provider behind it failed; the SDK has already retried."""


_BY_STATUS: dict[int, type[OpenBankingError]] = {
    400: InvalidRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableError,
    429: RateLimitError,
}


def error_from_response(status: int, body: Any, headers: Mapping[str, str]) -> OpenBankingError:
    """The typed error for an error answer, from the envelope ``{"error": {...}}`` when it has one."""
    envelope = body.get("error") if isinstance(body, dict) else None
    if isinstance(envelope, str):
        # The OAuth endpoints answer RFC 6749 errors: {"error": "invalid_grant", "error_description": "…"}.
        envelope = {"code": envelope, "reason": envelope, "message": body.get("error_description")}
    if not isinstance(envelope, dict):
        envelope = {}
    kind = _BY_STATUS.get(status, ServerError if status >= 500 else OpenBankingError)
    return kind(
        str(envelope.get("message") or f"HTTP {status}"),
        status=status,
        code=str(envelope.get("code") or "http_error"),
        reason=envelope.get("reason"),
        details=envelope.get("details"),
        params=envelope.get("params"),
        request_id=envelope.get("requestId") or headers.get("x-request-id"),
        headers=headers,
    )
