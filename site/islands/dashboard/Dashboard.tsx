import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { showFlashedToast } from '../../stores/flash-toast.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { DashboardBody } from './DashboardBody.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import '../shared/screen.css';
import './dashboard.css';

/** The customer dashboard (spec 000 §2 /dashboard): protected header and body. */
export default function Dashboard({ lang }: { lang: Lang }) {
  // "Login successful" was raised on the sign-in page just before coming here.
  useEffect(() => showFlashedToast(), []);
  return (
    <ProtectedRoute lang={lang}>
      {(user) => (
        <>
          <DashboardHeader user={user} lang={lang} />
          <DashboardBody user={user} lang={lang} />
        </>
      )}
    </ProtectedRoute>
  );
}
