from __future__ import annotations

from .._objects import ApiObject, wrap
from ._base import Resource


class MobileMoney(Resource):
    """Collecting from a payer's MTN MoMo or Orange Money wallet."""

    def initiate(
        self,
        *,
        amount: int,
        phone_number: str,
        provider: str,
        description: str,
        currency: str = "XAF",
        language: str | None = None,
        idempotency_key: str | None = None,
    ) -> ApiObject:
        """Asks the payer to confirm; the answer has the USSD code they dial and instructions (``language`` "fr" for French)."""
        return wrap(
            self._transport.request(
                "POST",
                "/api/v1/mobile-money/initiate",
                body={
                    "amount": amount,
                    "currency": currency,
                    "phoneNumber": phone_number,
                    "provider": provider,
                    "description": description,
                },
                money=True,
                idempotency_key=idempotency_key,
                headers={"accept-language": language} if language else None,
            )
        )
