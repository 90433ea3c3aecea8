from __future__ import annotations

from .._objects import ApiObject, to_camel, wrap
from ._base import Resource, segment


class Payments(Resource):
    """Payments from the caller's accounts (``payments:initiate``, ``payments:authorize``)."""

    def create(
        self,
        *,
        amount: int | str,
        source_account_id: str,
        destination_account_id: str,
        description: str,
        destination_type: str = "account",
        currency: str = "XAF",
        idempotency_key: str | None = None,
        **more: object,
    ) -> ApiObject:
        """``POST /api/v1/payments``; an Idempotency-Key is sent (and reused on retries) unless you give one."""
        body = {
            "amount": str(amount),
            "currency": currency,
            "sourceAccountId": source_account_id,
            "destinationType": destination_type,
            "destinationAccountId": destination_account_id,
            "description": description,
            **{to_camel(name): value for name, value in more.items()},
        }
        return wrap(
            self._transport.request("POST", "/api/v1/payments", body=body, money=True, idempotency_key=idempotency_key)
        )

    def get(self, payment_id: str) -> ApiObject:
        return wrap(self._transport.request("GET", f"/api/v1/payments/{segment(payment_id)}"))

    def authorize(self, payment_id: str, *, idempotency_key: str | None = None) -> ApiObject:
        """The second approval of a business payment, with another key or app than the one that made it."""
        return wrap(
            self._transport.request(
                "POST",
                f"/api/v1/payments/authorize/{segment(payment_id)}",
                money=True,
                idempotency_key=idempotency_key,
            )
        )

