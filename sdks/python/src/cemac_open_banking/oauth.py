"""OAuth 2.0 for apps acting for customers: PKCE authorization URLs, code exchange, refresh, client credentials.

The token endpoint takes form-encoded bodies and the client secret by HTTP Basic, as RFC 6749
§2.3.1 and the platform's docs (``/docs`` → OAuth 2.0) say.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import urllib.parse
from dataclasses import dataclass
from typing import Iterable

from ._objects import ApiObject, wrap
from ._transport import Transport


@dataclass(frozen=True)
class AuthorizationRequest:
    """Where to send the customer, and what to keep until they come back (server side, per customer)."""

    url: str
    state: str
    code_verifier: str


def pkce_pair() -> tuple[str, str]:
    """A code verifier (43 characters of base64url) and its S256 challenge."""
    verifier = secrets.token_urlsafe(32)
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


class OAuthClient:
    """A registered app: its ``client_id`` and secret (from the Apps tab of /api-management)."""

    def __init__(self, base_url: str, client_id: str, client_secret: str, *, timeout: float = 30.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.client_id = client_id
        self._basic = base64.b64encode(f"{client_id}:{client_secret}".encode("utf-8")).decode("ascii")
        self._transport = Transport(self.base_url, None, timeout=timeout, max_retries=0)

    def authorization_url(
        self,
        *,
        redirect_uri: str,
        scopes: Iterable[str],
        language: str | None = None,
        offline_access: bool = True,
    ) -> AuthorizationRequest:
        """Step 2 of the flow: the consent address with a fresh state and PKCE challenge.

        ``offline_access`` asks for a refresh token; ``language`` "fr" shows the consent screen in French.
        """
        verifier, challenge = pkce_pair()
        state = secrets.token_urlsafe(16)
        scope = " ".join([*scopes, *(["offline_access"] if offline_access else [])])
        query = {
            "response_type": "code",
            "client_id": self.client_id,
            "redirect_uri": redirect_uri,
            "scope": scope,
            "state": state,
            "code_challenge": challenge,
            "code_challenge_method": "S256",
            **({"ui_locales": language} if language else {}),
        }
        url = f"{self.base_url}/oauth/authorize?{urllib.parse.urlencode(query)}"
        return AuthorizationRequest(url=url, state=state, code_verifier=verifier)

    def exchange_code(self, callback_url: str, request: AuthorizationRequest, *, redirect_uri: str) -> ApiObject:
        """Step 4: checks the ``state`` the customer came back with, then trades the code for tokens."""
        answer = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(callback_url).query))
        if answer.get("state") != request.state:
            raise ValueError("The state in the callback is not the one this request sent")
        if "error" in answer:
            raise PermissionError(f"The customer refused: {answer['error']}")
        return self._token(
            {
                "grant_type": "authorization_code",
                "code": answer.get("code", ""),
                "redirect_uri": redirect_uri,
                "code_verifier": request.code_verifier,
            }
        )

    def refresh(self, refresh_token: str) -> ApiObject:
        """New tokens; the refresh token rotates: keep the new one, the old one no longer works."""
        return self._token({"grant_type": "refresh_token", "refresh_token": refresh_token})

    def client_credentials(self, scopes: Iterable[str]) -> ApiObject:
        """A token for the app itself (its developer's accounts), for server-to-server calls."""
        return self._token({"grant_type": "client_credentials", "scope": " ".join(scopes)})

    def revoke(self, token: str) -> None:
        self._form("/oauth/revoke", {"token": token})

    def introspect(self, token: str) -> ApiObject:
        return wrap(self._form("/oauth/introspect", {"token": token}))

    def _token(self, form: dict[str, str]) -> ApiObject:
        return wrap(self._form("/oauth/token", form))

    def _form(self, path: str, form: dict[str, str]):
        body = urllib.parse.urlencode(form).encode("ascii")
        return self._transport.send_form(path, body, {"authorization": f"Basic {self._basic}"})
