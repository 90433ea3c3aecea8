import type { MemberInstitution } from './member-institution-api.ts';
import type { InstViewT } from './messages.ts';

/** The institution's members: names, e-mail and role (owner first). */
export function MemberList({ t, members }: { t: InstViewT; members: MemberInstitution['members'] }) {
  return (
    <section className="card" aria-labelledby="inst-view-members-title" data-testid="institution-members">
      <h2 id="inst-view-members-title" className="card-title">
        {t('instView.members.title')}
      </h2>
      <div className="table-wrap">
        <table className="table stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('instView.members.col.name')}</th>
              <th scope="col">{t('instView.members.col.email')}</th>
              <th scope="col">{t('instView.members.col.role')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={`${member.email ?? ''}${member.firstName}${member.lastName}`} data-testid="institution-member">
                <td data-label={t('instView.members.col.name')} translate="no">
                  {member.firstName} {member.lastName}
                </td>
                <td className="cell-wrap" data-label={t('instView.members.col.email')} translate="no">
                  {member.email ?? '—'}
                </td>
                <td data-label={t('instView.members.col.role')} data-testid="member-role">
                  {t(`instView.role.${member.role}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
