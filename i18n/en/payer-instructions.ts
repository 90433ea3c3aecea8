/**
 * What a payer does to approve a pending mobile money payment, per provider, in the API's
 * answer (`instructions`, in the language of Accept-Language). `{ussd}`, `{amount}` and
 * `{phone}` are filled by api/services/payments/ussd-instructions.ts.
 */
export const payerInstructions = {
  'payerInstructions.mtn':
    'A payment request of {amount} has been sent to {phone}. Approve it in the MTN MoMo prompt on that phone, or dial {ussd}, open "My approvals" and confirm with your Mobile Money PIN.',
  'payerInstructions.orange':
    'A payment request of {amount} has been sent to {phone}. Dial {ussd} on that phone, choose the pending payment and confirm with your Orange Money secret code.',
} as const;
