/**
 * The customer's own accounts (issue 30): the dashboard's Your accounts card and the
 * open-account control it shares with the consent screen.
 */
export const accounts = {
  'accounts.title': 'Your accounts',
  'accounts.hint': 'The accounts you hold with CEMAC Open Banking, with their balances.',
  'accounts.empty':
    'You have no account yet. Open a current or savings account to receive money and to share it with the apps you connect.',
  'accounts.failed': 'Your accounts could not be loaded.',
  'accounts.type.checking': 'Current account',
  'accounts.type.savings': 'Savings account',
  'accounts.type.business': 'Business account',
  'accounts.number': 'Account number',
  'accounts.balance': 'Balance',
  'accounts.openLegend': 'Open an account',
  'accounts.typeLabel': 'Account type',
  'accounts.open': 'Open the account',
  'accounts.opening': 'Opening…',
  'accounts.opened': 'Account opened',
  'accounts.openedBody': '{type} {number} is ready.',
  'accounts.openFailed': 'The account could not be opened',
  'accounts.openFailedBody': 'Please check your connection and try again.',
} as const;
