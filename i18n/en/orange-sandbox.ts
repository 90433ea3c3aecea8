/**
 * The sandbox's stand-in for Orange Money's payment page (api/providers/orange-money/payment-page.ts):
 * French by default, English when the payment asked for it. `{amount}` and `{merchant}` are filled there.
 */
export const orangeSandbox = {
  'orangeSandbox.title': 'Orange Money sandbox payment',
  'orangeSandbox.unknown': 'This payment does not exist.',
  'orangeSandbox.pay': 'Pay {amount} to {merchant}',
  'orangeSandbox.number': 'Orange Money number (237 followed by 9 digits)',
  'orangeSandbox.invalid': 'Enter 237 followed by 9 digits.',
  'orangeSandbox.submit': 'Pay',
  'orangeSandbox.status.INITIATED': 'Waiting for the payer.',
  'orangeSandbox.status.PENDING': 'Payment in progress.',
  'orangeSandbox.status.SUCCESS': 'Payment completed.',
  'orangeSandbox.status.FAILED': 'Payment failed',
  'orangeSandbox.status.EXPIRED': 'Payment expired.',
  'orangeSandbox.back': 'Back to the merchant',
} as const;
