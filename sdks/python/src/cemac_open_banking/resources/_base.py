from __future__ import annotations

import urllib.parse

from .._transport import Transport


class Resource:
    """A family of calls sharing the client's transport."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport


def segment(value: str) -> str:
    """One path segment, escaped: an id can never reach another route."""
    return urllib.parse.quote(str(value), safe="")
