import { useEffect } from 'react';
import { errorTranslator } from '../../lib/error-text.ts';
import type { Lang } from '../../lib/locale.ts';
import { translatorFor } from '../../lib/messages.ts';
import { showFlashedToast } from '../../stores/flash-toast.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { DashboardBody } from './DashboardBody.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import type { DashboardKey, DashboardMessages } from './messages.ts';
import '../shared/screen.css';
import './dashboard.css';

/** The customer dashboard (spec 000 §2 /dashboard): protected header and body. */
export default function Dashboard({ lang, messages }: { lang: Lang; messages: DashboardMessages }) {
  const t = translatorFor<DashboardKey>(messages);
  const errors = errorTranslator(messages);
  // "Login successful" was raised on the sign-in page just before coming here.
  useEffect(() => showFlashedToast(), []);
  return (
    <ProtectedRoute lang={lang} t={t}>
      {(user) => (
        <>
          <DashboardHeader user={user} lang={lang} t={t} />
          <DashboardBody user={user} lang={lang} t={t} errors={errors} />
        </>
      )}
    </ProtectedRoute>
  );
}
