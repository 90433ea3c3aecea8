import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { Icon } from '../shared/Icon.tsx';
import { type InstitutionDetail, portalActions } from './admin-api.ts';
import type { PortalT } from './messages.ts';

interface Props {
  t: PortalT;
  errors: ErrorTranslator;
  institutionId: string;
  members: InstitutionDetail['members'];
  canWrite: boolean;
  onChanged: () => void;
}

type MemberRole = 'owner' | 'member';

/** Who acts for the institution: add an existing account by e-mail, remove one. */
export function InstitutionMembers({ t, errors, institutionId, members, canWrite, onChanged }: Props) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const labels = { email: t('portal.detail.memberEmail'), role: t('portal.detail.memberRole') };

  async function change(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setFieldError(null);
    try {
      await action();
      toast({ title: done, variant: 'success' });
      onChanged();
      return true;
    } catch (failure) {
      const message = errors.message(failure, labels);
      setFieldError(errors.fields(failure, labels).email ?? null);
      toastFailure(t('portal.detail.memberFailed'), message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim() || busy) return;
    const added = await change(
      () => portalActions.addMember(institutionId, email.trim(), role),
      t('portal.detail.memberAdded'),
    );
    if (added) setEmail('');
  }

  return (
    <section aria-labelledby="institution-members-title" data-testid="institution-members">
      <h3 id="institution-members-title" className="portal-detail-title">
        {t('portal.detail.members')}
      </h3>
      {members.length === 0 ? (
        <p className="muted">{t('portal.detail.noMembers')}</p>
      ) : (
        <ul className="portal-list">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.userId} data-testid="institution-member">
                <div>
                  <div className="portal-strong" translate="no">
                    {name} <span className="badge">{t(`portal.detail.role.${member.role}`)}</span>
                  </div>
                  <div className="small muted cell-wrap">{member.email}</div>
                </div>
                <button
                  className="icon-btn row-action row-action-danger"
                  type="button"
                  title={t('portal.detail.removeMember', { name })}
                  disabled={!canWrite || busy}
                  onClick={() =>
                    void change(
                      () => portalActions.removeMember(institutionId, member.userId),
                      t('portal.detail.memberRemoved'),
                    )
                  }
                  data-testid="remove-member"
                >
                  <Icon name="trash" />
                  <span className="sr-only">{t('portal.detail.removeMember', { name })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="portal-member-form" onSubmit={add} noValidate data-testid="add-member-form">
        <div className="field">
          <label className="label" htmlFor="member-email">
            {labels.email}
          </label>
          <input
            id="member-email"
            className="input"
            type="email"
            value={email}
            disabled={!canWrite}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'member-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {fieldError && (
            <span className="field-error" id="member-email-error">
              {fieldError}
            </span>
          )}
        </div>
        <div className="field">
          <label className="label" htmlFor="member-role">
            {labels.role}
          </label>
          <select
            id="member-role"
            className="select"
            value={role}
            disabled={!canWrite}
            onChange={(event) => setRole(event.target.value as MemberRole)}
          >
            <option value="member">{t('portal.detail.role.member')}</option>
            <option value="owner">{t('portal.detail.role.owner')}</option>
          </select>
        </div>
        <button
          className="btn btn-primary"
          type="submit"
          disabled={!canWrite || busy || !email.trim()}
          data-testid="add-member"
        >
          {t('portal.detail.addMember')}
        </button>
      </form>
    </section>
  );
}
