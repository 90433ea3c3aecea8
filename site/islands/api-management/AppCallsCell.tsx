import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { AppCalls, OAuthApp } from './api-management-api.ts';
import type { AmT } from './messages.ts';

interface Props {
  lang: Lang;
  t: AmT;
  app: OAuthApp;
  /** The app's calls of the last 30 days, in its own mode; undefined while they load. */
  recent: AppCalls | undefined;
  onViewLog: (appId: string) => void;
}

/** An app's row in the Apps tab: its recent calls, their mode and last call, and the way to its request log. */
export function AppCallsCell({ lang, t, app, recent, onViewLog }: Props) {
  return (
    <td data-label={t('am.apps.col.calls')} data-testid="app-calls">
      {recent ? (
        <span className="am-app-calls">
          <span>
            {t('am.apps.calls', { calls: formatCount(recent.calls, lang), errors: formatCount(recent.errors, lang) })}
          </span>
          <span className="muted">
            {t(recent.livemode ? 'am.mode.live' : 'am.mode.test')}
            {recent.lastCallAt && ` · ${t('am.apps.lastCall', { when: formatDateTime(recent.lastCallAt, lang) })}`}
          </span>
          <button
            className="btn btn-outline btn-sm"
            type="button"
            onClick={() => onViewLog(app.id)}
            aria-label={`${t('am.apps.viewLog')}: ${app.name}`}
            data-testid="app-view-log"
          >
            {t('am.apps.viewLog')}
          </button>
        </span>
      ) : (
        '—'
      )}
    </td>
  );
}
