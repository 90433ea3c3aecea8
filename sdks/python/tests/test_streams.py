import threading
import time
import unittest

from cemac_open_banking import OpenBanking, verify_webhook
from cemac_open_banking.errors import InvalidRequestError, NotFoundError

from ._server import BASE_URL, fixture


class ListenersTriggerAndLogs(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = OpenBanking(api_key=fixture()["apiKey"], base_url=BASE_URL)

    def test_a_listener_receives_a_triggered_event_signed_with_its_secret_and_ends_once_deleted(self):
        listeners = self.client.webhooks.listeners
        opened = listeners.create(events=["payment.completed"])
        stream = listeners.events(opened.listener.id, timeout=20)
        # The trigger is sent once the stream is being read: a listener forwards only what comes while connected.
        threading.Timer(1.0, lambda: self.client.webhooks.trigger("payment.completed")).start()
        forwarded = next(stream)
        self.assertEqual(forwarded.event_type, "payment.completed")
        self.assertTrue(verify_webhook(opened.secret, forwarded.headers, forwarded.body))
        listeners.report(opened.listener.id, forwarded.delivery_id, 200, 12)
        listeners.delete(opened.listener.id)
        with self.assertRaises(NotFoundError):
            next(stream)

    def test_triggering_an_unknown_event_is_a_validation_error(self):
        with self.assertRaises(InvalidRequestError):
            self.client.webhooks.trigger("payment.unknown")

    def test_tail_yields_a_call_made_meanwhile_and_list_pages(self):
        stream = self.client.logs.tail(timeout=20)
        # Request logs are written in batches every second: the call is made once the stream is open.
        threading.Timer(1.0, lambda: self.client.webhooks.list()).start()
        deadline = time.monotonic() + 15
        seen = None
        for entry in stream:
            if entry.endpoint.startswith("/api/v1/webhooks"):
                seen = entry
                break
            self.assertLess(time.monotonic(), deadline)
        stream.close()
        self.assertEqual(seen.method, "GET")
        first, second = self.client.logs.list(page=1, limit=1), self.client.logs.list(page=2, limit=1)
        self.assertEqual(len(first.logs), 1)
        self.assertGreaterEqual(first.pagination.total_pages, 2)
        self.assertNotEqual(first.logs[0].id, second.logs[0].id)
