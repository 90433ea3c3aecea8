"""Server-sent events over urllib: parsed per the SSE spec, reconnected after a dropped connection."""

from __future__ import annotations

import json
import random
import socket
import time
import urllib.error
import urllib.request
from typing import Any, Iterator

from ._transport import VERSION, Transport, _json
from .errors import APIConnectionError, error_from_response

# Waits between reconnections: 0.5 s, 1 s, 2 s… (with jitter), never more than this.
_MAX_BACKOFF = 8.0
# Reconnections in a row without an answer before the stream gives up and raises.
_MAX_RECONNECTIONS = 10


def parse_events(lines: Iterator[bytes]) -> Iterator[tuple[str, str]]:
    """``(event, data)`` pairs from SSE lines: comments skipped, several ``data:`` lines joined by ``\\n``."""
    event, data = "", []
    for raw in lines:
        line = raw.decode("utf-8").rstrip("\r\n")
        if not line:
            if data:
                yield event or "message", "\n".join(data)
            event, data = "", []
            continue
        if line.startswith(":"):
            continue  # a keep-alive comment: the server sends one every 15 s
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)


def json_events(transport: Transport, path: str, wanted: str, *, timeout: float | None = None) -> Iterator[Any]:
    """The JSON ``data`` of every ``wanted`` event at ``path``, for as long as the server keeps the stream.

    A dropped connection (network failure or 5xx) is opened again with backoff; a 4xx ends the
    generator with the SDK's typed error (a listener's stream answers 404 once it is deleted).
    A stream the server ends cleanly is opened again too: the next answer says whether it is gone.
    Closing the generator closes the connection.
    """
    headers = {"accept": "text/event-stream", "user-agent": f"cemac-open-banking-python/{VERSION}"}
    if transport.credential:
        headers["authorization"] = f"Bearer {transport.credential}"
    # Keep-alives come every 15 s: a read waiting much longer means the connection is dead.
    read_timeout = timeout if timeout is not None else 45.0
    failures = 0
    while True:
        request = urllib.request.Request(transport.base_url + path, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=read_timeout) as response:
                failures = 0
                for event, data in parse_events(iter(response.readline, b"")):
                    if event == wanted:
                        yield json.loads(data)
        except urllib.error.HTTPError as answer:
            answered = {name.lower(): value for name, value in answer.headers.items()}
            error = error_from_response(answer.code, _json(answer.read()), answered)
            if answer.code < 500 or failures >= _MAX_RECONNECTIONS:
                raise error from None
        except (urllib.error.URLError, socket.timeout, ConnectionError) as failure:
            if failures >= _MAX_RECONNECTIONS:
                raise APIConnectionError(f"Lost the stream at {transport.base_url}: {failure}") from failure
        failures += 1
        time.sleep(min(_MAX_BACKOFF, 0.5 * 2 ** (failures - 1)) * (0.5 + random.random() / 2))
