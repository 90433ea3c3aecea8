"""Standard Webhooks 1.0 signatures, checked with the standard library's hmac."""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from typing import Mapping

# A message older or newer than this is refused: a captured delivery cannot be replayed later.
TOLERANCE_SECONDS = 5 * 60


def verify(
    secret: str,
    headers: Mapping[str, str],
    raw_body: bytes | str,
    *,
    now: float | None = None,
    tolerance: int = TOLERANCE_SECONDS,
) -> bool:
    """Whether ``raw_body`` (exactly as received) was signed with the endpoint's ``whsec_`` secret.

    The signed content is ``<webhook-id>.<webhook-timestamp>.<body>``, HMAC-SHA256 with the
    base64-decoded secret; ``webhook-signature`` may list several ``v1,<base64>`` signatures
    (during a secret rotation), any one of which matching is enough.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    message_id = lowered.get("webhook-id")
    timestamp = lowered.get("webhook-timestamp")
    signatures = lowered.get("webhook-signature")
    if not message_id or not timestamp or not signatures:
        return False
    try:
        sent_at = int(timestamp)
        key = base64.b64decode(secret.removeprefix("whsec_"), validate=True)
    except ValueError:
        return False
    if abs((time.time() if now is None else now) - sent_at) > tolerance:
        return False
    body = raw_body.decode("utf-8") if isinstance(raw_body, bytes) else raw_body
    signed = f"{message_id}.{timestamp}.{body}".encode("utf-8")
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode("ascii")
    for candidate in signatures.split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return True
    return False
