import type { AccountType } from '../../../domain/enums.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { Account } from '../../schemas/accounts.ts';
import { ledgerAccounts } from '../ledger/chart-of-accounts.ts';
import { type IdempotentAnswer, storeAnswer, takeKey } from '../payments/idempotency-store.ts';
import type { AccountCaller } from './account-caller.ts';
import { newPlatformAccountNumber } from './account-number.ts';
import { toAccountView } from './list-accounts.ts';

/** The most accounts one customer holds open at once: enough for any household or business, not for a script gone wrong. */
export const MAX_OPEN_ACCOUNTS = 10;

/** Who opens an account: the key's owner (or an app's developer), in the call's mode. */
export interface OpeningCaller extends AccountCaller {
  livemode: boolean;
  serverLivemode: boolean;
}

/** A fresh number collides with a taken one about never; a few draws make it never. */
const NUMBER_DRAWS = 5;

/**
 * `POST /api/v1/accounts`: opens an account held by the platform (bankName "CEMAC Open Banking")
 * for the caller, in one transaction: the idempotency key, the holder's row locked (so a
 * settlement crediting "their main account" waits for the opening), the cap on open accounts,
 * the row, and the `account.created` event. A customer's first account adopts the balance they
 * gathered while holding none (`customer:<user>`), postings unchanged.
 */
export async function openAccount(
  store: Store,
  caller: OpeningCaller,
  accountType: AccountType,
  answer?: IdempotentAnswer<Account>,
): Promise<Account> {
  // A customer's consent shares accounts that exist; it never lets the app create more.
  if (caller.sharedAccountIds !== null) throw new AppError('forbidden', M.accountOpeningNeedsOwner);
  if (caller.serverLivemode && !caller.livemode) throw new AppError('forbidden', M.testModeOpensNoLiveAccounts);
  return store.transaction(async (tx) => {
    if (answer) await takeKey(tx, answer.claim);
    const accounts = tx.accounts;
    await accounts.lockHolder(caller.userId, 'update');
    const firstAccount = (await accounts.findOwnedOrMain(caller.userId)) === undefined;
    if ((await accounts.countOpen(caller.userId)) >= MAX_OPEN_ACCOUNTS) {
      throw new AppError('unprocessable', fill(M.accountLimitReached, { limit: MAX_OPEN_ACCOUNTS }));
    }
    let accountId: string | undefined;
    for (let draw = 0; !accountId && draw < NUMBER_DRAWS; draw += 1) {
      accountId = await accounts.open({
        userId: caller.userId,
        accountNumber: newPlatformAccountNumber(),
        accountType,
      });
    }
    if (!accountId) throw new Error('no free account number after several draws');
    if (firstAccount) {
      await tx.ledger.adoptCustomerBalance(
        ledgerAccounts.customer(caller.userId),
        ledgerAccounts.account(accountId, caller.userId),
      );
    }
    const opened = await accounts.find(accountId);
    if (!opened) throw new Error(`account ${accountId} vanished in its own transaction`);
    const view = toAccountView(opened);
    await tx.webhooks.recordAccountEvents([
      {
        userId: caller.userId,
        type: 'account.created',
        payload: { object: 'account', ...view, livemode: caller.livemode },
      },
    ]);
    if (answer) await storeAnswer(tx, answer, view);
    return view;
  });
}
