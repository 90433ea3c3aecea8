import { useEffect } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { type ErrorTranslator, errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { showFlashedToast } from '../../stores/flash-toast.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { DashboardBody } from './DashboardBody.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import type { DashboardKey, DashboardMessages, DashboardT } from './messages.ts';
import '../shared/screen.css';
import './dashboard.css';

interface ViewProps {
  user?: CurrentUser;
  lang: Lang;
  t: DashboardT;
  errors: ErrorTranslator;
}

/**
 * The screen, or (without a user yet) its frame and static copy. One component for both, so
 * React updates the frame in place when the user arrives: the welcome text, the screen's
 * largest text, is painted once, with the built page, rather than after the session check.
 */
function DashboardView({ user, lang, t, errors }: ViewProps) {
  return (
    <>
      <DashboardHeader user={user} lang={lang} t={t} />
      <DashboardBody user={user} lang={lang} t={t} errors={errors} />
    </>
  );
}

/** The customer dashboard (/dashboard): protected header and body. */
export default function Dashboard({ lang, messages }: { lang: Lang; messages: DashboardMessages }) {
  const t = translatorFor<DashboardKey>(messages);
  const errors = errorTranslator(messages);
  // "Login successful" was raised on the sign-in page just before coming here.
  useEffect(() => showFlashedToast(), []);
  return (
    <ProtectedRoute lang={lang} t={t} pending={<DashboardView lang={lang} t={t} errors={errors} />}>
      {(user) => <DashboardView user={user} lang={lang} t={t} errors={errors} />}
    </ProtectedRoute>
  );
}
