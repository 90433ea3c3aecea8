import { useState } from 'react';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import type { MyAccount } from '../../../stores/my-accounts.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import { type AccountsT, OPENABLE_ACCOUNT_TYPES, type OpenableAccountType, openAccount } from './open-account.ts';
import './accounts.css';

interface Props {
  t: AccountsT;
  errors: ErrorTranslator;
  /** Unique on the page: the select's id. */
  id: string;
  /** Told the new account once it is open (the consent screen ticks it). */
  onOpened?: (account: MyAccount) => void;
}

/**
 * Opens a current or savings account (issue 30), on the dashboard and on the consent screen.
 * A group with a plain button rather than a form: on the consent screen it sits inside the
 * consent's own form, and forms do not nest. One request at a time; the outcome is a toast.
 */
export function OpenAccountControl({ t, errors, id, onOpened }: Props) {
  const [accountType, setAccountType] = useState<OpenableAccountType>('checking');
  const [busy, setBusy] = useState(false);

  async function open() {
    if (busy) return;
    setBusy(true);
    try {
      const account = await openAccount(accountType);
      toast({
        title: t('accounts.opened'),
        description: t('accounts.openedBody', {
          type: t(`accounts.type.${account.accountType}`),
          number: account.accountNumber,
        }),
        variant: 'success',
      });
      onOpened?.(account);
    } catch (failure) {
      toastFailure(t('accounts.openFailed'), errors.message(failure) ?? t('accounts.openFailedBody'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="open-account" data-testid="open-account">
      <legend className="open-account-legend">{t('accounts.openLegend')}</legend>
      <div className="open-account-row">
        <div className="field open-account-field">
          <label className="label" htmlFor={id}>
            {t('accounts.typeLabel')}
          </label>
          <select
            id={id}
            className="select"
            value={accountType}
            onChange={(event) => setAccountType(event.target.value as OpenableAccountType)}
            data-testid="open-account-type"
          >
            {OPENABLE_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`accounts.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          className="btn btn-primary open-account-submit"
          type="button"
          disabled={busy}
          onClick={() => void open()}
          data-testid="open-account-submit"
        >
          {busy ? t('accounts.opening') : t('accounts.open')}
        </button>
      </div>
    </fieldset>
  );
}
