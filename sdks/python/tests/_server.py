"""What the project's test command tells this suite: the test server and the rows it prepared.

``npm test`` (tests/integration/sdk/python-sdk.test.ts) starts the real server on a fresh
database, prepares a developer, funded accounts, an app and a signed webhook message, and runs
``python3 -m unittest`` with these variables. Run alone, the suite is skipped with that reason.
"""

from __future__ import annotations

import json
import os
import unittest

NEEDED = "OPEN_BANKING_BASE_URL", "SDK_TEST_FIXTURE"


def fixture() -> dict:
    missing = [name for name in NEEDED if not os.environ.get(name)]
    if missing:
        raise unittest.SkipTest(f"needs a test server: run through `npm test` (missing {', '.join(missing)})")
    with open(os.environ["SDK_TEST_FIXTURE"], encoding="utf-8") as file:
        return json.load(file)


BASE_URL = os.environ.get("OPEN_BANKING_BASE_URL", "")
