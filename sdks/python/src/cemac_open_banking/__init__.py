"""CEMAC Open Banking for Python: accounts, payments, mobile money, GIMAC, identity verification, webhooks.

    from cemac_open_banking import OpenBanking
    client = OpenBanking(api_key="ob_test_…", base_url="http://localhost:3000")
    for account in client.accounts.list().data:
        print(account.account_number, account.balance)
"""

from ._objects import ApiObject, Page
from ._transport import VERSION as __version__
from .client import AsyncOpenBanking, OpenBanking
from .errors import (
    APIConnectionError,
    AuthenticationError,
    ConflictError,
    InvalidRequestError,
    NotFoundError,
    OpenBankingError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    UnprocessableError,
)
from .oauth import AuthorizationRequest, OAuthClient, pkce_pair
from .webhook_signature import verify as verify_webhook

__all__ = [
    "APIConnectionError",
    "ApiObject",
    "AsyncOpenBanking",
    "AuthenticationError",
    "AuthorizationRequest",
    "ConflictError",
    "InvalidRequestError",
    "NotFoundError",
    "OAuthClient",
    "OpenBanking",
    "OpenBankingError",
    "Page",
    "PermissionDeniedError",
    "RateLimitError",
    "ServerError",
    "UnprocessableError",
    "__version__",
    "pkce_pair",
    "verify_webhook",
]
