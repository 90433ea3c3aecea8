from __future__ import annotations

from typing import Iterable, Iterator

from .._event_stream import json_events
from .._objects import ApiObject, wrap
from ._base import Resource, segment


class WebhookListeners(Resource):
    """CLI listeners (``cemac listen``): your webhooks streamed to this process instead of a public URL."""

    def create(self, events: Iterable[str] | None = None) -> ApiObject:
        """Opens a listener; the answer's ``secret`` signs what it forwards (every event if ``events`` is None)."""
        body = {} if events is None else {"events": list(events)}
        return wrap(self._transport.request("POST", "/api/v1/webhook-listeners", body=body))

    def delete(self, listener_id: str) -> None:
        """Closes the listener: its stream ends and then answers 404."""
        self._transport.request("DELETE", f"/api/v1/webhook-listeners/{segment(listener_id)}")

    def report(
        self,
        listener_id: str,
        delivery_id: str,
        status_code: int | None,
        duration_ms: int,
        error: str | None = None,
    ) -> None:
        """Tells the server how your local receiver answered a forwarded delivery (``None`` if it did not)."""
        path = f"/api/v1/webhook-listeners/{segment(listener_id)}/deliveries/{segment(delivery_id)}/result"
        body = {"statusCode": status_code, "durationMs": duration_ms, "error": error}
        self._transport.request("POST", path, body=body)

    def events(self, listener_id: str, timeout: float | None = None) -> Iterator[ApiObject]:
        """The forwarded webhooks (``delivery_id``, ``event_id``, ``event_type``, ``headers``, ``body``).

        Verify ``body`` with ``headers`` and the listener's secret exactly as received. The
        generator ends with ``NotFoundError`` once the listener is deleted.
        """
        path = f"/api/v1/webhook-listeners/{segment(listener_id)}/events"
        for forwarded in json_events(self._transport, path, "webhook", timeout=timeout):
            yield _Forwarded(forwarded)


class _Forwarded(ApiObject):
    """``headers`` stays a plain dict: it is passed as is to ``verify``."""

    __slots__ = ()

    @property
    def headers(self) -> dict[str, str]:
        return dict(self.to_dict()["headers"])
