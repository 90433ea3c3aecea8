import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { consentNeedsAccount } from '../../../domain/consent-account-rule.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toastFailure } from '../../stores/toast.ts';
import { OpenAccountControl } from '../shared/accounts/OpenAccountControl.tsx';
import { Pending } from '../shared/ProtectedRoute.tsx';
import { type ConsentAccount, type ConsentRequest, type ConsentScope, consentCalls } from './consent-api.ts';
import type { ConsentT } from './messages.ts';

interface Props {
  uid: string;
  request: ConsentRequest;
  t: ConsentT;
  errors: ErrorTranslator;
}

type Answer = 'approve' | 'deny';

/** The choice's own checks, in the server's order: a permission, then an account when one needs it. */
function choiceProblems(
  scopes: readonly string[],
  accountIds: readonly string[],
  t: ConsentT,
): { scopes?: string | undefined; accountIds?: string | undefined } {
  return {
    scopes: scopes.length === 0 ? t('consent.needScope') : undefined,
    accountIds: accountIds.length === 0 && consentNeedsAccount(scopes) ? t('consent.needAccount') : undefined,
  };
}

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** The accounts fieldset's line: which accounts are shared, or, with none yet, whether one is needed. */
function accountsHint(accounts: readonly ConsentAccount[], scopes: readonly string[], app: string, t: ConsentT) {
  if (accounts.length > 0) return t('consent.accountsHint');
  return consentNeedsAccount(scopes) ? t('consent.noAccountsNeedOne', { app }) : t('consent.noAccounts');
}

/**
 * What the app asks, and the customer's answer: every requested permission ticked to start
 * with (the customer unticks what they refuse), no account until the customer picks one.
 * A customer with no account, asked for permissions that need one, may open one here: it
 * joins the list ticked (issue 30). Either answer sends the browser on to `redirectTo`: the
 * authorization server, then the app.
 */
export function ConsentForm({ uid, request, t, errors }: Props) {
  const app = request.app.name;
  const [scopes, setScopes] = useState<ConsentScope[]>(request.scopes);
  const [accounts, setAccounts] = useState<ConsentAccount[]>(request.accounts);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [justOpened, setJustOpened] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Answer | null>(null);
  const [leaving, setLeaving] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const scopesSet = useRef<HTMLFieldSetElement>(null);
  const accountsSet = useRef<HTMLFieldSetElement>(null);

  // Arriving from another site, a screen reader starts at what is being asked.
  useEffect(() => title.current?.focus(), []);

  // The open-account control leaves once an account exists: its focus moves to the new account.
  useEffect(() => {
    if (!justOpened) return;
    accountsSet.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(justOpened)}"]`)?.focus();
  }, [justOpened]);

  function accountOpened(account: ConsentAccount) {
    setAccounts((held) => [...held, account]);
    setAccountIds((chosen) => [...chosen, account.id]);
    setJustOpened(account.id);
  }

  const own = checked ? choiceProblems(scopes, accountIds, t) : {};
  const scopeError = own.scopes ?? serverFields.scopes;
  const accountError = own.accountIds ?? serverFields.accountIds;

  async function answer(kind: Answer) {
    setBusy(kind);
    setFailure(null);
    setServerFields({});
    try {
      const { redirectTo } =
        kind === 'approve' ? await consentCalls.approve(uid, { scopes, accountIds }) : await consentCalls.deny(uid);
      setLeaving(true);
      window.location.assign(redirectTo);
    } catch (error) {
      const message = errors.message(error) ?? t('consent.failed');
      setServerFields(errors.fields(error));
      setFailure(message);
      toastFailure(t('consent.failed'), message);
      setBusy(null);
    }
  }

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    setChecked(true);
    const problems = choiceProblems(scopes, accountIds, t);
    if (problems.scopes) return scopesSet.current?.querySelector('input')?.focus();
    // With no account yet, the first control of the fieldset is the open-account type.
    if (problems.accountIds) return accountsSet.current?.querySelector<HTMLElement>('input, select')?.focus();
    void answer('approve');
  }

  if (leaving) {
    return (
      <Pending label={t('consent.redirecting', { host: request.app.redirectHost })} testId="consent-redirecting" />
    );
  }

  return (
    <div className="container consent-page">
      <section className="card consent-card" aria-labelledby="consent-title" data-testid="consent-screen">
        <header className="consent-header">
          <h1 id="consent-title" ref={title} tabIndex={-1} data-testid="consent-title">
            {t('consent.title', { app })}
          </h1>
          <p className="muted">{t('consent.intro', { app })}</p>
          <ul className="consent-facts small">
            {request.app.developer && (
              <li data-testid="consent-developer">{t('consent.developer', { developer: request.app.developer })}</li>
            )}
            <li data-testid="consent-return-host">{t('consent.returnTo', { host: request.app.redirectHost })}</li>
          </ul>
        </header>
        <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="consent-form">
          <fieldset
            ref={scopesSet}
            className="consent-group"
            aria-describedby={scopeError ? 'consent-scopes-error' : undefined}
            data-testid="consent-scopes"
          >
            <legend className="consent-legend">{t('consent.scopesLegend', { app })}</legend>
            {request.scopes.map((scope) => (
              <label key={scope} className="checkbox-choice consent-choice">
                <input
                  type="checkbox"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(event) => setScopes(toggled(scopes, scope, event.target.checked) as ConsentScope[])}
                />
                <span>
                  <span className="consent-choice-text">{t(`scope.${scope}`)}</span>
                  <code className="mono small muted consent-choice-code" translate="no">
                    {scope}
                  </code>
                </span>
              </label>
            ))}
            {scopeError && (
              <span className="field-error" id="consent-scopes-error" data-testid="consent-scopes-error">
                {scopeError}
              </span>
            )}
          </fieldset>

          <fieldset
            ref={accountsSet}
            className="consent-group"
            aria-describedby={accountError ? 'consent-accounts-hint consent-accounts-error' : 'consent-accounts-hint'}
            data-testid="consent-accounts"
          >
            <legend className="consent-legend">{t('consent.accountsLegend', { app })}</legend>
            <p className="small muted" id="consent-accounts-hint">
              {accountsHint(accounts, scopes, app, t)}
            </p>
            {accounts.map((account) => (
              <label key={account.id} className="checkbox-choice consent-choice" data-testid="consent-account">
                <input
                  type="checkbox"
                  value={account.id}
                  checked={accountIds.includes(account.id)}
                  onChange={(event) => setAccountIds(toggled(accountIds, account.id, event.target.checked))}
                />
                <span>
                  <span className="consent-choice-text">
                    {t('consent.account', {
                      type: t(`accounts.type.${account.accountType}`),
                      number: account.accountNumber,
                    })}
                  </span>
                  <span className="small muted consent-choice-code" translate="no">
                    {account.bankName}
                  </span>
                </span>
              </label>
            ))}
            {accounts.length === 0 && consentNeedsAccount(request.scopes) && (
              <OpenAccountControl t={t} errors={errors} id="consent-open-account-type" onOpened={accountOpened} />
            )}
            {accountError && (
              <span className="field-error" id="consent-accounts-error" data-testid="consent-accounts-error">
                {accountError}
              </span>
            )}
          </fieldset>

          <p className="small muted">{t('consent.revokeNote', { app })}</p>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="consent-error">
              {failure}
            </div>
          )}
          <div className="consent-actions">
            <button
              className="btn btn-outline"
              type="button"
              disabled={busy !== null}
              onClick={() => void answer('deny')}
              data-testid="consent-deny"
            >
              {busy === 'deny' ? t('consent.denying') : t('consent.deny')}
            </button>
            <button className="btn btn-primary" type="submit" disabled={busy !== null} data-testid="consent-allow">
              {busy === 'approve' ? t('consent.allowing') : t('consent.allow')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
