import { useStore } from '@nanostores/react';
import type { Lang } from '../../../domain/languages.ts';
import { ApiError } from '../../lib/api/index.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { localizePath } from '../../lib/locale.ts';
import { Icon } from '../shared/Icon.tsx';
import { Pending } from '../shared/ProtectedRoute.tsx';
import { displayStatus, STATUS_BADGE } from './display-status.ts';
import { MemberDocuments } from './MemberDocuments.tsx';
import { MemberKeys } from './MemberKeys.tsx';
import { MemberList } from './MemberList.tsx';
import { MemberQuota } from './MemberQuota.tsx';
import { MemberStatements } from './MemberStatements.tsx';
import { $memberInstitution } from './member-institution-api.ts';
import type { InstViewT } from './messages.ts';

interface Props {
  lang: Lang;
  t: InstViewT;
  errors: ErrorTranslator;
}

/** Signed in but not a member of an approved institution: the server's reason and the ways on. */
function NotMember({ lang, t, reason }: { lang: Lang; t: InstViewT; reason: string }) {
  return (
    <div className="container protected-state">
      <section
        className="card auth-required"
        data-testid="institution-not-member"
        aria-labelledby="inst-not-member-title"
      >
        <Icon name="bank" size={40} className="auth-required-icon" />
        <h1 id="inst-not-member-title">{t('instView.notMemberTitle')}</h1>
        <p data-testid="institution-not-member-reason">{reason}</p>
        <p className="muted">{t('instView.notMemberHint')}</p>
        <div className="auth-required-actions">
          <a className="btn btn-primary" href={localizePath('/institution-status', lang)}>
            {t('instView.checkStatus')}
          </a>
        </div>
      </section>
    </div>
  );
}

/** The member's institution: who it is, its quota use, members, keys, documents and statements. */
export function MemberViewScreen({ lang, t, errors }: Props) {
  const { data, error } = useStore($memberInstitution);

  if (error && !data) {
    if (error instanceof ApiError && error.status === 403) {
      return <NotMember lang={lang} t={t} reason={errors.message(error) ?? t('instView.notMemberTitle')} />;
    }
    return (
      <div className="container protected-state">
        <div className="alert alert-danger" role="alert" data-testid="institution-failed">
          <p>{t('instView.failed')}</p>
          <button className="btn btn-outline btn-sm" type="button" onClick={() => $memberInstitution.revalidate()}>
            {t('session.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <Pending label={t('instView.loading')} testId="institution-loading" />;

  const { institution } = data;
  const status = displayStatus({ isApproved: true, isActive: institution.isActive });
  return (
    <div data-testid="institution-view">
      <header className="screen-header">
        <div className="container screen-header-inner">
          <div>
            <p className="screen-eyebrow">{t('instView.eyebrow')}</p>
            <h1 className="screen-title" translate="no" data-testid="institution-name">
              {institution.institutionName}
            </h1>
            <p className="screen-subtitle">
              <span className="mono" translate="no">
                {institution.institutionCode}
              </span>
              {' · '}
              {t(`inst.type.${institution.institutionType}`)}
              {' · '}
              {t('instStatus.field.tier')} {t(`inst.tier.${institution.tierLevel}`)}
            </p>
          </div>
          <div className="inst-view-badges">
            <span className={`badge ${STATUS_BADGE[status]}`} data-testid="institution-status" data-status={status}>
              {t(`instStatus.status.${status}`)}
            </span>
            <span className="badge badge-info" data-testid="institution-role">
              {t('instView.yourRole', { role: t(`instView.role.${data.role}`) })}
            </span>
          </div>
        </div>
      </header>
      <div className="container screen-body inst-view">
        {!institution.isActive && (
          <p className="alert alert-warning" role="status" data-testid="institution-suspended">
            {t('instView.suspended')}
          </p>
        )}
        <MemberQuota lang={lang} t={t} institution={institution} />
        <MemberList t={t} members={data.members} />
        <MemberKeys lang={lang} t={t} keys={data.apiKeys} />
        <MemberDocuments lang={lang} t={t} documents={data.documents} />
        <MemberStatements t={t} />
      </div>
    </div>
  );
}
