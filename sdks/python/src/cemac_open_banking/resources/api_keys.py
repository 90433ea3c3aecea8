from __future__ import annotations

from typing import Iterable

from .._objects import ApiObject, wrap
from ._base import Resource, segment


class ApiKeys(Resource):
    """Your API keys. The server lets only a signed-in developer manage keys: use a client from ``OpenBanking.login``."""

    def list(self) -> list[ApiObject]:
        return wrap(self._transport.request("GET", "/api/v1/api-keys")["apiKeys"])

    def create(
        self,
        *,
        name: str,
        scopes: Iterable[str],
        environment: str = "sandbox",
        rate_limit_per_hour: int | None = None,
        rate_limit_per_day: int | None = None,
        ip_whitelist: Iterable[str] | None = None,
    ) -> ApiObject:
        """A new key; its full ``key`` is in this answer only."""
        body: dict[str, object] = {"name": name, "scopes": list(scopes), "environment": environment}
        if rate_limit_per_hour is not None:
            body["rateLimitPerHour"] = rate_limit_per_hour
        if rate_limit_per_day is not None:
            body["rateLimitPerDay"] = rate_limit_per_day
        if ip_whitelist is not None:
            body["ipWhitelist"] = list(ip_whitelist)
        return wrap(self._transport.request("POST", "/api/v1/api-keys", body=body)["apiKey"])

    def rotate(self, key_id: str, *, reason: str | None = None) -> ApiObject:
        """A new key replacing this one: ``new_key.key`` is shown this once; ``old_key`` says until when the old one works."""
        body = {"reason": reason} if reason else {}
        return wrap(self._transport.request("POST", f"/api/v1/api-keys/{segment(key_id)}/rotate", body=body))

    def revoke(self, key_id: str) -> None:
        self._transport.request("DELETE", f"/api/v1/api-keys/{segment(key_id)}")
