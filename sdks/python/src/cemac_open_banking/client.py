"""The client: ``OpenBanking(api_key=...)``, its families of calls, and its asyncio twin."""

from __future__ import annotations

import asyncio
import functools
import os
from typing import Any

from ._objects import Page
from ._transport import MAX_RETRY_AFTER, Transport
from .resources.accounts import Accounts
from .resources.api_keys import ApiKeys
from .resources.gimac import Gimac
from .resources.logs import Logs
from .resources.mobile_money import MobileMoney
from .resources.payments import Payments
from .resources.verify import Verify
from .resources.webhooks import Webhooks

DEFAULT_BASE_URL = "http://localhost:3000"

# A key's prefix says its environment: a sandbox client with a live key (or the reverse) is a mistake caught here.
_KEY_PREFIX = {"sandbox": "ob_test_", "live": "ob_live_"}


class OpenBanking:
    """A client of the CEMAC Open Banking API.

    ``api_key`` (an ``ob_test_…`` or ``ob_live_…`` key, default ``$OPEN_BANKING_API_KEY``) or an
    OAuth ``access_token``; ``base_url`` defaults to ``$OPEN_BANKING_BASE_URL``, else a local
    server. Calls that move money send an ``Idempotency-Key`` and are retried safely. A 429 whose
    ``Retry-After`` is at most ``max_retry_after`` seconds (60) is waited for and retried; a longer
    one (an hourly or daily key limit) is raised at once with ``retry_after``.
    """

    webhooks: Webhooks
    # ``OpenBanking.webhooks.verify(secret, headers, raw_body)`` works without a client, as documented.
    webhooks = Webhooks  # type: ignore[assignment]

    def __init__(
        self,
        api_key: str | None = None,
        *,
        access_token: str | None = None,
        base_url: str | None = None,
        environment: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 2,
        max_retry_after: float = MAX_RETRY_AFTER,
    ) -> None:
        credential = access_token or api_key or os.environ.get("OPEN_BANKING_API_KEY")
        if not credential:
            raise ValueError("Give an api_key (or set OPEN_BANKING_API_KEY) or an access_token")
        prefix = _KEY_PREFIX.get(environment or "")
        if environment and prefix is None:
            raise ValueError('environment is "sandbox" or "live"')
        if prefix and credential.startswith("ob_") and not credential.startswith(prefix):
            raise ValueError(f"A {environment} client needs a key starting {prefix}")
        url = base_url or os.environ.get("OPEN_BANKING_BASE_URL") or DEFAULT_BASE_URL
        self._transport = Transport(
            url, credential, timeout=timeout, max_retries=max_retries, max_retry_after=max_retry_after
        )
        self.accounts = Accounts(self._transport)
        self.payments = Payments(self._transport)
        self.mobile_money = MobileMoney(self._transport)
        self.gimac = Gimac(self._transport)
        self.verify = Verify(self._transport)
        self.webhooks = Webhooks(self._transport)
        self.api_keys = ApiKeys(self._transport)
        self.logs = Logs(self._transport)

    @classmethod
    def login(cls, email: str, password: str, *, base_url: str | None = None, **options: Any) -> "OpenBanking":
        """Signs in as a developer (``POST /api/v1/auth/login``): a client for what needs a session, such as API keys."""
        url = base_url or os.environ.get("OPEN_BANKING_BASE_URL") or DEFAULT_BASE_URL
        answer = Transport(url, None, max_retries=0).request(
            "POST", "/api/v1/auth/login", body={"email": email, "password": password}
        )
        return cls(access_token=answer["token"], base_url=url, **options)

    def __enter__(self) -> "OpenBanking":
        return self

    def __exit__(self, *_: object) -> None:
        # urllib keeps no connection open between calls: nothing to release.
        return None


class _AsyncPage:
    """A page whose ``async for`` fetches the following pages off the event loop."""

    def __init__(self, page: Page[Any]) -> None:
        self._page = page
        self.data = page.data
        self.next_cursor = page.next_cursor

    async def __aiter__(self):
        page: Page[Any] | None = self._page
        while page is not None:
            for item in page.data:
                yield item
            page = await asyncio.to_thread(page.next_page)


class _AsyncFamily:
    """Every call of one family, awaitable: the blocking call runs in a worker thread."""

    def __init__(self, family: object) -> None:
        self._family = family

    def __getattr__(self, name: str) -> Any:
        call = getattr(self._family, name)
        if not callable(call):
            return call

        @functools.wraps(call)
        async def awaitable(*args: Any, **kwargs: Any) -> Any:
            result = await asyncio.to_thread(call, *args, **kwargs)
            return _AsyncPage(result) if isinstance(result, Page) else result

        return awaitable


class AsyncOpenBanking:
    """``OpenBanking`` for asyncio: the same families and calls, each awaited (``async with`` closes it)."""

    webhooks: Any
    webhooks = Webhooks  # type: ignore[assignment]

    def __init__(self, api_key: str | None = None, **options: Any) -> None:
        self._client = OpenBanking(api_key, **options)
        for family in ("accounts", "payments", "mobile_money", "gimac", "verify", "webhooks", "api_keys", "logs"):
            setattr(self, family, _AsyncFamily(getattr(self._client, family)))
        # Streams stay blocking generators: iterate them in a thread (``asyncio.to_thread(next, stream)``).
        self.webhooks.listeners = _AsyncFamily(self._client.webhooks.listeners)

    async def __aenter__(self) -> "AsyncOpenBanking":
        return self

    async def __aexit__(self, *_: object) -> None:
        return None
