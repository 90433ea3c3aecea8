import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { Lang } from '../../lib/i18n.ts';

/** Spec 001 §9 table dates: "MMM dd, HH:mm" (month names in the page's language). */
export function formatTableDate(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'MMM dd, HH:mm', lang === 'fr' ? { locale: fr } : {});
}
