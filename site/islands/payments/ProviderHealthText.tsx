import type { ProviderT } from './messages.ts';

type State = 'up' | 'degraded' | 'down';

/**
 * A provider's health in the reader's language: a line chosen by its state, and, when it is not
 * up, what the provider itself said (its own words, marked as English).
 */
export function ProviderMessage({ name, state, said, t }: { name: string; state: State; said: string; t: ProviderT }) {
  return (
    <p className="provider-message" data-testid="provider-message">
      {t(`providers.message.${state}`, { name })}
      {state !== 'up' && said && (
        <span className="small muted">
          {' '}
          {t('providers.said')} <code lang="en">{said}</code>
        </span>
      )}
    </p>
  );
}

/** The service codes providers report (GIMAC's protocol codes; the adapters' for MTN and Orange). */
const SERVICE_CODES = [
  'BANK_TO_WALLET',
  'WALLET_TO_WALLET',
  'TRANSFER_STATUS',
  'PARTICIPANTS',
  'SETTLEMENT',
  'REQUEST_TO_PAY',
  'PAYMENT_STATUS',
  'ACCOUNT_BALANCE',
  'WEB_PAYMENT',
  'TRANSACTION_STATUS',
] as const;
type ServiceCode = (typeof SERVICE_CODES)[number];
const isKnown = (code: string): code is ServiceCode => (SERVICE_CODES as readonly string[]).includes(code);

/** The services a provider offers, said by their codes; a code this site does not know shows its name. */
export function ServiceChips(props: { names: string[]; codes: string[]; t: ProviderT; testId?: string }) {
  return (
    <ul className="service-chips" data-testid={props.testId}>
      {props.names.map((name, index) => {
        const code = props.codes[index] ?? '';
        return (
          <li key={code || name} className="badge badge-brand" data-code={code}>
            {isKnown(code) ? props.t(`providers.service.${code}`) : name}
          </li>
        );
      })}
    </ul>
  );
}
