import time
import unittest
from concurrent.futures import ThreadPoolExecutor

from cemac_open_banking import OpenBanking, PermissionDeniedError, RateLimitError

from ._server import BASE_URL, fixture


class KeysAndLimits(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rows = fixture()
        cls.developer = OpenBanking.login(cls.rows["email"], cls.rows["password"], base_url=BASE_URL)

    def test_a_signed_in_developer_creates_a_key_that_then_works_and_revokes_it(self):
        created = self.developer.api_keys.create(name="Python SDK key", scopes=["accounts:read"])
        self.assertTrue(created.key.startswith("ob_test_"))
        self.assertIn(created.id, [key.id for key in self.developer.api_keys.list()])
        with OpenBanking(api_key=created.key, base_url=BASE_URL) as client:
            self.assertIsInstance(client.accounts.list().data, list)
            with self.assertRaises(PermissionDeniedError):
                client.webhooks.list()
        self.developer.api_keys.revoke(created.id)

    def test_an_hourly_limit_reached_is_a_429_with_its_retry_after_not_waited_for(self):
        created = self.developer.api_keys.create(name="Tiny limit", scopes=["accounts:read"], rate_limit_per_hour=2)
        # The hour is a clock hour: its Retry-After is the seconds left in it, longer than 5 s
        # unless this runs in its last seconds, which are waited out first.
        left = 3600 - time.time() % 3600
        if left < 15:
            time.sleep(left + 1)
        client = OpenBanking(api_key=created.key, base_url=BASE_URL, max_retry_after=5)
        waits = []
        client._transport._sleep = waits.append
        client.accounts.list()
        client.accounts.list()
        with self.assertRaises(RateLimitError) as raised:
            client.accounts.list()
        self.assertEqual(raised.exception.status, 429)
        self.assertGreater(raised.exception.retry_after or 0, 5)
        self.assertEqual(waits, [], "a wait longer than max_retry_after goes back to the caller")

    def test_a_burst_over_the_per_second_limit_is_retried_after_retry_after(self):
        # A key of its own: the burst must not spill onto the other tests' key.
        created = self.developer.api_keys.create(name="Burst", scopes=["accounts:read"])
        # Enough retries that every call gets through once the second turns, however the threads interleave.
        client = OpenBanking(api_key=created.key, base_url=BASE_URL, max_retries=10)
        waits = []
        real_sleep = client._transport._sleep

        def recorded(seconds):
            waits.append(seconds)
            real_sleep(seconds)

        client._transport._sleep = recorded
        # Four times the burst, ten at a time: far more than the limit within one second, even on a slow machine.
        calls = self.rows["burstPerSecond"] * 4
        with ThreadPoolExecutor(max_workers=10) as pool:
            answers = list(pool.map(lambda _: client.accounts.list(), range(calls)))
        self.assertEqual(len(answers), calls, "every call answered in the end")
        self.assertTrue(waits, "at least one call met the burst limit and waited")
        self.assertTrue(all(0 < wait <= 2 for wait in waits), waits)


if __name__ == "__main__":
    unittest.main()
