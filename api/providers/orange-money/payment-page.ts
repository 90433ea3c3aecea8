import type { SandboxTransaction } from '../sandbox/store.ts';

const TEXT = {
  en: {
    title: 'Orange Money sandbox payment',
    unknown: 'This payment does not exist.',
    pay: (amount: string, merchant: string) => `Pay ${amount} FCFA to ${merchant}`,
    number: 'Orange Money number (237 followed by 9 digits)',
    invalid: 'Enter 237 followed by 9 digits.',
    submit: 'Pay',
    INITIATED: 'Waiting for the payer.',
    PENDING: 'Payment in progress.',
    SUCCESS: 'Payment completed.',
    FAILED: 'Payment failed',
    EXPIRED: 'Payment expired.',
    back: 'Back to the merchant',
  },
  fr: {
    title: 'Paiement Orange Money (bac à sable)',
    unknown: "Ce paiement n'existe pas.",
    pay: (amount: string, merchant: string) => `Payer ${amount} FCFA à ${merchant}`,
    number: 'Numéro Orange Money (237 suivi de 9 chiffres)',
    invalid: 'Saisissez 237 suivi de 9 chiffres.',
    submit: 'Payer',
    INITIATED: 'En attente du payeur.',
    PENDING: 'Paiement en cours.',
    SUCCESS: 'Paiement effectué.',
    FAILED: 'Paiement échoué',
    EXPIRED: 'Paiement expiré.',
    back: 'Retour au marchand',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/**
 * The sandbox's stand-in for Orange's payment page: plain HTML without scripts or styles (the
 * API's deny-all CSP applies), a form while the payer is awaited, the status afterwards.
 */
export function paymentPage(
  transaction: SandboxTransaction | null,
  statusOf: (transaction: SandboxTransaction) => { status: string; reason?: string },
  options: { invalidNumber?: boolean } = {},
): string {
  const lang = transaction?.request.lang === 'en' ? 'en' : 'fr';
  const text = TEXT[lang];
  let content: string;
  if (!transaction) content = `<p>${text.unknown}</p>`;
  else {
    const { status, reason } = statusOf(transaction);
    const amount = new Intl.NumberFormat('fr-CM', { maximumFractionDigits: 0 }).format(transaction.amount);
    const merchant = escapeHtml(String(transaction.request.reference ?? ''));
    const heading = `<h1>${escapeHtml(text.pay(amount, merchant))}</h1>`;
    if (status === 'INITIATED') {
      content = `${heading}
<form method="post">
  <p><label for="msisdn">${text.number}</label></p>
  <p><input id="msisdn" name="msisdn" inputmode="numeric" pattern="237[0-9]{9}" required autocomplete="tel"></p>
  ${options.invalidNumber ? `<p role="alert">${text.invalid}</p>` : ''}
  <p><button type="submit">${text.submit}</button></p>
</form>`;
    } else {
      const word = text[status as 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED'] ?? status;
      const detail = status === 'FAILED' && reason ? `: ${escapeHtml(reason)}.` : '';
      const back = String(transaction.request.return_url ?? '');
      content = `${heading}
<p role="status">${word}${detail}</p>
${/^https?:\/\//.test(back) ? `<p><a href="${escapeHtml(back)}">${text.back}</a></p>` : ''}`;
    }
  }
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}
