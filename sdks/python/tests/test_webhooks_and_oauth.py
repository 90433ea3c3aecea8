import json
import unittest
import urllib.error
import urllib.request

from cemac_open_banking import OAuthClient, OpenBanking, verify_webhook

from ._server import BASE_URL, fixture


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class WebhooksAndOAuth(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rows = fixture()

    def test_verifies_a_message_the_server_signed_and_refuses_a_tampered_one(self):
        signed = self.rows["signedWebhook"]
        now = int(signed["headers"]["webhook-timestamp"])
        self.assertTrue(OpenBanking.webhooks.verify(signed["secret"], signed["headers"], signed["body"], now=now))
        tampered = signed["body"].replace('"amount":', '"amount":1')
        self.assertFalse(verify_webhook(signed["secret"], signed["headers"], tampered, now=now))
        self.assertFalse(verify_webhook(signed["secret"], signed["headers"], signed["body"], now=now + 3600))
        other_secret = "whsec_" + "A" * 43 + "="
        self.assertFalse(verify_webhook(other_secret, signed["headers"], signed["body"], now=now))

    def test_manages_a_webhook_endpoint(self):
        client = OpenBanking(api_key=self.rows["apiKey"], base_url=BASE_URL)
        created = client.webhooks.create(url="https://hooks.example.cm/python", events=["payment.completed"])
        self.assertTrue(created.secret.startswith("whsec_"))
        updated = client.webhooks.update(created.webhook.id, events=["payment.completed", "payment.failed"])
        self.assertEqual(sorted(updated.events), ["payment.completed", "payment.failed"])
        self.assertEqual(client.webhooks.send_test(created.webhook.id).event_type, "payment.created")
        self.assertGreaterEqual(len(client.webhooks.deliveries(created.webhook.id)), 1)
        client.webhooks.delete(created.webhook.id)
        self.assertNotIn(created.webhook.id, [hook.id for hook in client.webhooks.list()])

    def test_builds_an_authorization_url_the_server_accepts_and_gets_an_app_token(self):
        app = OAuthClient(BASE_URL, self.rows["clientId"], self.rows["clientSecret"])
        request = app.authorization_url(redirect_uri=self.rows["redirectUri"], scopes=["accounts:read"], language="fr")
        self.assertIn("code_challenge_method=S256", request.url)
        opener = urllib.request.build_opener(_NoRedirect)
        with self.assertRaises(urllib.error.HTTPError) as redirected:
            opener.open(request.url)
        # The server takes the request and sends the browser on to sign-in and consent, not back with an error.
        self.assertIn(redirected.exception.code, (302, 303))
        location = redirected.exception.headers["location"]
        self.assertNotIn("error=", location)

        token = app.client_credentials(["accounts:read"])
        self.assertEqual(token.token_type, "Bearer")
        self.assertTrue(app.introspect(token.access_token).active)
        with OpenBanking(access_token=token.access_token, base_url=BASE_URL) as client:
            self.assertIsInstance(client.accounts.list().data, list)
        app.revoke(token.access_token)
        self.assertFalse(app.introspect(token.access_token).active)


if __name__ == "__main__":
    unittest.main()
