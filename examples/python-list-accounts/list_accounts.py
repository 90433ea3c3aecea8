"""Lists the accounts of an API key's owner with their balances and last movements.

    pip install ../../sdks/python
    OPEN_BANKING_API_KEY=ob_test_… OPEN_BANKING_BASE_URL=http://localhost:3000 python list_accounts.py
"""

import os
import sys

from cemac_open_banking import OpenBanking, OpenBankingError

LAST_MOVEMENTS = 3


def xaf(amount) -> str:
    """15000 → "15 000 XAF", the way amounts are written in Douala."""
    return f"{int(amount):,} XAF".replace(",", " ")


def main() -> int:
    client = OpenBanking(
        api_key=os.environ["OPEN_BANKING_API_KEY"],
        base_url=os.environ.get("OPEN_BANKING_BASE_URL", "http://localhost:3000"),
    )
    try:
        accounts = client.accounts.list().data
    except OpenBankingError as error:
        print(f"Could not list the accounts: {error}", file=sys.stderr)
        return 1
    if not accounts:
        print("No accounts yet.")
        return 0
    for account in accounts:
        print(f"{account.account_number}  {account.account_type:<9} {xaf(account.balance):>16}  {account.bank_name}")
        movements = client.accounts.transactions(account.id, limit=LAST_MOVEMENTS).data
        for movement in movements:
            sign = "+" if movement.type == "credit" else "-"
            print(f"    {movement.date[:10]}  {sign}{xaf(movement.amount):>15}  {movement.description}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
