import { formatXAF } from '../../../domain/money.ts';
import { orangeSandbox as orangeSandboxEn } from '../../../i18n/en/orange-sandbox.ts';
import { fillTemplate } from '../../../i18n/fill.ts';
import { orangeSandbox as orangeSandboxFr } from '../../../i18n/fr/orange-sandbox.ts';
import type { SandboxTransaction } from '../sandbox/store.ts';

const TEXT = { en: orangeSandboxEn, fr: orangeSandboxFr } as const;

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
  if (!transaction) content = `<p>${text['orangeSandbox.unknown']}</p>`;
  else {
    const { status, reason } = statusOf(transaction);
    const amount = formatXAF(transaction.amount);
    const merchant = escapeHtml(String(transaction.request.reference ?? ''));
    const heading = `<h1>${escapeHtml(fillTemplate(text['orangeSandbox.pay'], { amount, merchant }))}</h1>`;
    if (status === 'INITIATED') {
      content = `${heading}
<form method="post">
  <p><label for="msisdn">${text['orangeSandbox.number']}</label></p>
  <p><input id="msisdn" name="msisdn" inputmode="numeric" pattern="237[0-9]{9}" required autocomplete="tel"></p>
  ${options.invalidNumber ? `<p role="alert">${text['orangeSandbox.invalid']}</p>` : ''}
  <p><button type="submit">${text['orangeSandbox.submit']}</button></p>
</form>`;
    } else {
      const word = text[`orangeSandbox.status.${status as 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED'}`] ?? status;
      const detail = status === 'FAILED' && reason ? `: ${escapeHtml(reason)}.` : '';
      const back = String(transaction.request.return_url ?? '');
      content = `${heading}
<p role="status">${word}${detail}</p>
${/^https?:\/\//.test(back) ? `<p><a href="${escapeHtml(back)}">${text['orangeSandbox.back']}</a></p>` : ''}`;
    }
  }
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text['orangeSandbox.title']}</title></head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}
