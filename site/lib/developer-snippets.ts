/**
 * The SDK names and snippets the site shows (home, docs, API reference). The packages are not
 * on npm and PyPI yet: the site serves them packed (domain/sdk-downloads.ts) and says so; the
 * registry install lines are for once they are published. The docs MDX spells the same names
 * (a unit test checks it).
 */
export const SDK_PACKAGES = {
  javascript: '@cemac-open-banking/sdk',
  cli: '@cemac-open-banking/cli',
  python: 'cemac-open-banking',
  pythonModule: 'cemac_open_banking',
} as const;

export const JS_INSTALL = `npm install ${SDK_PACKAGES.javascript}`;
export const PYTHON_INSTALL = `pip install ${SDK_PACKAGES.python}`;
export const CLI_RUN = `npx ${SDK_PACKAGES.cli} login`;

/** The CLI's everyday commands, once `cemac login` has saved a sandbox key. */
export const CLI_QUICK_START = `cemac listen --forward-to http://localhost:4000/webhooks
cemac trigger payment.completed
cemac logs tail`;

export const JS_QUICK_START = `import { OpenBanking } from '${SDK_PACKAGES.javascript}';

const client = new OpenBanking({
  apiKey: process.env.OPEN_BANKING_API_KEY, // ob_test_… in the sandbox
  baseUrl: '{host}',
});

const { data: accounts } = await client.accounts.list();
console.log(accounts[0].accountNumber, accounts[0].bankName);`;

export const PYTHON_QUICK_START = `import os
from ${SDK_PACKAGES.pythonModule} import OpenBanking

client = OpenBanking(
    api_key=os.environ["OPEN_BANKING_API_KEY"],  # ob_test_… in the sandbox
    base_url="{host}",
)

accounts = client.accounts.list().data
print(accounts[0].account_number, accounts[0].bank_name)`;

/** A call anyone can paste into a terminal; `{host}` becomes this site's origin in the browser. */
export const CURL_LIST_ACCOUNTS = `curl {host}/api/v1/accounts \\
  -H "Authorization: Bearer $OPEN_BANKING_API_KEY"`;
