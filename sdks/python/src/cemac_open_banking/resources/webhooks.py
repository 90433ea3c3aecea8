from __future__ import annotations

from typing import Any, Iterable, Mapping

from .._objects import ApiObject, wrap
from .. import webhook_signature
from ._base import Resource, segment
from .webhook_listeners import WebhookListeners


class Webhooks(Resource):
    """Your webhook endpoints (``webhooks:manage``) and the check of what they receive."""

    # Usable without a client: ``OpenBanking.webhooks.verify(secret, headers, raw_body)`` as the docs show.
    verify = staticmethod(webhook_signature.verify)

    def __init__(self, transport) -> None:
        super().__init__(transport)
        self.listeners = WebhookListeners(transport)

    def trigger(self, event: str) -> ApiObject:
        """Sends a sample ``event`` to your endpoints and listeners (test mode only): ``event_id``, ``type``, ``deliveries``."""
        return wrap(self._transport.request("POST", "/api/v1/webhook-events/trigger", body={"event": event}))

    def create(
        self,
        *,
        url: str,
        events: Iterable[str],
        description: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> ApiObject:
        """Registers an endpoint; the answer's ``secret`` (``whsec_…``) is shown this once."""
        body: dict[str, Any] = {"url": url, "events": list(events)}
        if description is not None:
            body["description"] = description
        if headers is not None:
            body["headers"] = dict(headers)
        return wrap(self._transport.request("POST", "/api/v1/webhooks", body=body))

    def list(self) -> list[ApiObject]:
        return wrap(self._transport.request("GET", "/api/v1/webhooks")["webhooks"])

    def update(self, webhook_id: str, **changes: Any) -> ApiObject:
        """Changes ``url``, ``description``, ``events`` or ``is_active``."""
        body = {_FIELDS.get(name, name): value for name, value in changes.items()}
        return wrap(self._transport.request("PATCH", f"/api/v1/webhooks/{segment(webhook_id)}", body=body)["webhook"])

    def delete(self, webhook_id: str) -> None:
        self._transport.request("DELETE", f"/api/v1/webhooks/{segment(webhook_id)}")

    def rotate_secret(self, webhook_id: str) -> ApiObject:
        return wrap(self._transport.request("POST", f"/api/v1/webhooks/{segment(webhook_id)}/rotate-secret"))

    def send_test(self, webhook_id: str) -> ApiObject:
        """Queues a signed test event to the endpoint; answers the delivery."""
        return wrap(self._transport.request("POST", f"/api/v1/webhooks/{segment(webhook_id)}/test")["delivery"])

    def deliveries(self, webhook_id: str, *, limit: int | None = None) -> list[ApiObject]:
        path = f"/api/v1/webhooks/{segment(webhook_id)}/deliveries"
        return wrap(self._transport.request("GET", path, query={"limit": limit})["deliveries"])


_FIELDS = {"is_active": "isActive"}
