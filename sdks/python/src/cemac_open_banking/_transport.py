"""HTTP with the standard library: JSON in and out, typed errors, idempotency keys and retries."""

from __future__ import annotations

import json
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Callable, Mapping

from .errors import APIConnectionError, OpenBankingError, error_from_response

VERSION = "0.1.0"

# Waits between attempts: 0.5 s, 1 s, 2 s… (with jitter), never more than this.
_MAX_BACKOFF = 8.0
# By default, a Retry-After longer than this is not waited for: the error goes to the caller.
MAX_RETRY_AFTER = 60.0


class Transport:
    """Sends one call, retrying what is safe to retry.

    Retried: network failures, 429 (after ``Retry-After``) and 5xx, for GET and DELETE and for
    any call carrying an ``Idempotency-Key`` (the server answers a repeat with the first answer,
    so a retry can never pay twice). Every money POST gets a key, generated once per call and
    sent again on each retry. Other 4xx are never retried: sending them again changes nothing.
    """

    def __init__(
        self,
        base_url: str,
        credential: str | None,
        *,
        timeout: float = 30.0,
        max_retries: int = 2,
        max_retry_after: float = MAX_RETRY_AFTER,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.credential = credential
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_after = max_retry_after
        self._sleep = sleep

    def request(
        self,
        method: str,
        path: str,
        *,
        query: Mapping[str, Any] | None = None,
        body: Any = None,
        idempotency_key: str | None = None,
        money: bool = False,
        headers: Mapping[str, str] | None = None,
    ) -> Any:
        url = self.base_url + path
        present = {name: value for name, value in (query or {}).items() if value is not None}
        if present:
            url += "?" + urllib.parse.urlencode(present)
        sent = {"accept": "application/json", "user-agent": f"cemac-open-banking-python/{VERSION}"}
        if self.credential:
            sent["authorization"] = f"Bearer {self.credential}"
        if money:
            sent["idempotency-key"] = idempotency_key or str(uuid.uuid4())
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            sent["content-type"] = "application/json"
        sent.update(headers or {})
        retryable = method in ("GET", "DELETE") or "idempotency-key" in sent

        attempt = 0
        while True:
            try:
                return self._send(method, url, data, sent)
            except OpenBankingError as error:
                wait = self._wait_before_retry(error, attempt) if retryable else None
                if wait is None:
                    raise
                attempt += 1
                self._sleep(wait)

    def send_form(self, path: str, body: bytes, headers: Mapping[str, str]) -> Any:
        """One form-encoded POST (the OAuth endpoints), never retried: a code is good once."""
        sent = {
            "accept": "application/json",
            "content-type": "application/x-www-form-urlencoded",
            "user-agent": f"cemac-open-banking-python/{VERSION}",
            **headers,
        }
        return self._send("POST", self.base_url + path, body, sent)

    def _wait_before_retry(self, error: OpenBankingError, attempt: int) -> float | None:
        if attempt >= self.max_retries:
            return None
        if isinstance(error, APIConnectionError) or error.status >= 500:
            return min(_MAX_BACKOFF, 0.5 * 2**attempt) * (0.5 + random.random() / 2)
        if error.status == 429:
            asked = error.headers.get("retry-after")
            try:
                seconds = float(asked) if asked is not None else 0.5 * 2**attempt
            except ValueError:
                seconds = 0.5 * 2**attempt
            return seconds if seconds <= self.max_retry_after else None
        return None

    def _send(self, method: str, url: str, data: bytes | None, headers: dict[str, str]) -> Any:
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return _json(response.read())
        except urllib.error.HTTPError as answer:
            answered = {name.lower(): value for name, value in answer.headers.items()}
            raise error_from_response(answer.code, _json(answer.read()), answered) from None
        except (urllib.error.URLError, socket.timeout, ConnectionError) as failure:
            reason = getattr(failure, "reason", failure)
            raise APIConnectionError(f"Could not reach {self.base_url}: {reason}") from failure


def _json(raw: bytes) -> Any:
    if not raw:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return {"error": {"message": raw.decode("utf-8", "replace")[:200]}}
