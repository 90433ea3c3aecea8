import asyncio
import unittest
import uuid

from cemac_open_banking import AsyncOpenBanking, OpenBanking, UnprocessableError

from ._server import BASE_URL, fixture


class AccountsAndPayments(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rows = fixture()
        cls.client = OpenBanking(api_key=cls.rows["apiKey"], base_url=BASE_URL, environment="sandbox")

    def test_lists_the_accounts_with_snake_case_fields(self):
        accounts = self.client.accounts.list().data
        ids = [account.id for account in accounts]
        self.assertIn(self.rows["sourceAccountId"], ids)
        main = next(account for account in accounts if account.id == self.rows["sourceAccountId"])
        self.assertEqual(main.currency, "XAF")
        self.assertEqual(main.account_number, main["accountNumber"])
        self.assertRegex(main.balance, r"^\d+$")

    def test_pays_and_a_replay_with_the_same_key_answers_the_same_payment(self):
        key = f"python-sdk-{uuid.uuid4()}"
        request = dict(
            amount=1500,
            source_account_id=self.rows["sourceAccountId"],
            destination_account_id=self.rows["destinationAccountId"],
            description="Python SDK test",
            idempotency_key=key,
        )
        before = int(self.client.accounts.get(self.rows["sourceAccountId"]).balance)
        first = self.client.payments.create(**request)
        again = self.client.payments.create(**request)
        self.assertEqual(first.status, "pending")
        self.assertEqual(again.payment_id, first.payment_id)
        self.assertEqual(self.client.payments.get(first.payment_id).status, "success")
        after = int(self.client.accounts.get(self.rows["sourceAccountId"]).balance)
        self.assertEqual(before - after, 1500, "paid once, not twice")

    def test_insufficient_funds_is_a_typed_422_with_the_request_id(self):
        with self.assertRaises(UnprocessableError) as raised:
            self.client.payments.create(
                amount=999_999_999,
                source_account_id=self.rows["sourceAccountId"],
                destination_account_id=self.rows["destinationAccountId"],
                description="More than the account holds",
            )
        error = raised.exception
        self.assertEqual(error.status, 422)
        self.assertEqual(error.reason, "transfer_insufficient_funds")
        self.assertTrue(error.request_id)
        self.assertIn("999999999", error.message)

    def test_pages_through_the_transactions_one_at_a_time(self):
        for index in range(3):
            self.client.payments.create(
                amount=100 + index,
                source_account_id=self.rows["sourceAccountId"],
                destination_account_id=self.rows["destinationAccountId"],
                description=f"Page walk {index}",
            )
        first_page = self.client.accounts.transactions(self.rows["sourceAccountId"], limit=1)
        self.assertEqual(len(first_page.data), 1)
        self.assertIsNotNone(first_page.next_cursor)
        walked = [movement.id for movement in first_page]
        self.assertGreaterEqual(len(walked), 4)
        self.assertEqual(len(walked), len(set(walked)), "no movement twice across pages")
        self.assertTrue(all(movement.currency == "XAF" for movement in first_page.data))

    def test_the_asyncio_client_has_the_same_calls(self):
        async def walk():
            async with AsyncOpenBanking(api_key=self.rows["apiKey"], base_url=BASE_URL) as client:
                accounts = (await client.accounts.list()).data
                page = await client.accounts.transactions(self.rows["sourceAccountId"], limit=1)
                return accounts, [movement.id async for movement in page]

        accounts, walked = asyncio.run(walk())
        self.assertIn(self.rows["sourceAccountId"], [account.id for account in accounts])
        self.assertGreaterEqual(len(walked), 1)
        self.assertEqual(len(walked), len(set(walked)))


if __name__ == "__main__":
    unittest.main()
