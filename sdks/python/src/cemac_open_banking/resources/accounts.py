from __future__ import annotations

from typing import Any

from .._objects import ApiObject, Page, wrap
from ._base import Resource, segment


class Accounts(Resource):
    """The account information API (scopes ``accounts:read``, ``accounts:write``, ``transactions:read``)."""

    def list(self) -> Page[ApiObject]:
        """Every account of the key's owner (with a customer's OAuth token, those they shared), oldest first."""
        return Page(self._transport.request("GET", "/api/v1/accounts"))

    def get(self, account_id: str) -> ApiObject:
        return wrap(self._transport.request("GET", f"/api/v1/accounts/{segment(account_id)}"))

    def of_user(self, username: str) -> Page[ApiObject]:
        """The accounts of the user who signs in with ``username`` (themselves, or staff)."""
        return Page(self._transport.request("GET", f"/api/v1/users/{segment(username)}/accounts"))

    def open(self, account_type: str, *, idempotency_key: str | None = None) -> ApiObject:
        """Opens a ``checking``, ``savings`` or ``business`` account held by the platform."""
        return wrap(
            self._transport.request(
                "POST",
                "/api/v1/accounts",
                body={"accountType": account_type},
                money=True,
                idempotency_key=idempotency_key,
            )
        )

    def transactions(
        self,
        account_id: str,
        *,
        from_date: str | None = None,
        to_date: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[ApiObject]:
        """The account's movements, newest first; iterate the page to walk every following page."""
        path = f"/api/v1/accounts/{segment(account_id)}/transactions"

        def fetch(after: str | None) -> Page[ApiObject]:
            query: dict[str, Any] = {"from": from_date, "to": to_date, "limit": limit, "cursor": after}
            return Page(self._transport.request("GET", path, query=query), fetch)

        return fetch(cursor)
