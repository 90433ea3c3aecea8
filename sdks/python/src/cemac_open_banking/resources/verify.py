from __future__ import annotations

from .._objects import ApiObject, wrap
from ._base import Resource, segment


class Verify(Resource):
    """Identity verification (KYC) against the identity registers."""

    def create(
        self,
        *,
        full_name: str,
        date_of_birth: str,
        document_type: str,
        document_number: str,
        phone_number: str,
    ) -> ApiObject:
        """``document_type`` is ``cni`` or ``passport``; the answer is approved, rejected or pending."""
        return wrap(
            self._transport.request(
                "POST",
                "/api/v1/verify",
                body={
                    "fullName": full_name,
                    "dateOfBirth": date_of_birth,
                    "documentType": document_type,
                    "documentNumber": document_number,
                    "phoneNumber": phone_number,
                },
            )
        )

    def get(self, verification_id: str) -> ApiObject:
        return wrap(self._transport.request("GET", f"/api/v1/verify/{segment(verification_id)}"))
