from __future__ import annotations

from typing import Any, Mapping

from .._objects import ApiObject, wrap
from ._base import Resource


class Gimac(Resource):
    """GIMAC interbank transfers (``mobile_money:write``)."""

    def status(self) -> ApiObject:
        return wrap(self._transport.request("GET", "/api/v1/gimac/status"))

    def bank_to_mobile(
        self,
        *,
        amount: int,
        bank_account: str,
        bank_code: str,
        mobile_phone: str,
        mobile_provider: str,
        customer: Mapping[str, Any],
        narration: str | None = None,
        idempotency_key: str | None = None,
    ) -> ApiObject:
        parties = {
            "bankAccount": bank_account,
            "bankCode": bank_code,
            "mobilePhone": mobile_phone,
            "mobileProvider": mobile_provider,
        }
        return self._transfer("/api/v1/gimac/bank-to-mobile", amount, parties, customer, narration, idempotency_key)

    def wallet_to_wallet(
        self,
        *,
        amount: int,
        sender_phone: str,
        sender_operator: str,
        receiver_phone: str,
        receiver_operator: str,
        customer: Mapping[str, Any],
        narration: str | None = None,
        idempotency_key: str | None = None,
    ) -> ApiObject:
        parties = {
            "senderPhone": sender_phone,
            "senderOperator": sender_operator,
            "receiverPhone": receiver_phone,
            "receiverOperator": receiver_operator,
        }
        return self._transfer("/api/v1/gimac/wallet-to-wallet", amount, parties, customer, narration, idempotency_key)

    def _transfer(
        self,
        path: str,
        amount: int,
        parties: dict[str, str],
        customer: Mapping[str, Any],
        narration: str | None,
        idempotency_key: str | None,
    ) -> ApiObject:
        """What both transfers send: the amount in XAF, who pays and is paid, the customer of record."""
        body = {
            "amount": amount,
            "currency": "XAF",
            **parties,
            "customer": dict(customer),
            **({"narration": narration} if narration else {}),
        }
        answer = self._transport.request("POST", path, body=body, money=True, idempotency_key=idempotency_key)
        return wrap(answer["data"])
