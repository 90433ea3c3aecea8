from __future__ import annotations

import urllib.parse
from typing import Any, Iterator

from .._event_stream import json_events
from .._objects import ApiObject, to_camel, wrap
from ._base import Resource


class Logs(Resource):
    """``/api/v1/analytics/logs``: the calls made with your keys and by your OAuth apps (``analytics:read``)."""

    def list(self, page: int = 1, limit: int = 20, **filters: Any) -> ApiObject:
        """One page of the request log, newest first: ``logs`` and ``pagination`` (filters such as ``method`` or ``status_code``)."""
        query = {**_camel(filters), "page": page, "limit": limit}
        return wrap(self._transport.request("GET", "/api/v1/analytics/logs", query=query))

    def tail(self, timeout: float | None = None, **filters: Any) -> Iterator[ApiObject]:
        """The calls as they are made, from now on (``cemac logs tail``); close the generator to stop."""
        present = {name: value for name, value in _camel(filters).items() if value is not None}
        path = "/api/v1/analytics/logs/stream" + ("?" + urllib.parse.urlencode(present) if present else "")
        for entry in json_events(self._transport, path, "log", timeout=timeout):
            yield wrap(entry)


def _camel(filters: dict[str, Any]) -> dict[str, Any]:
    return {to_camel(name): value for name, value in filters.items()}
