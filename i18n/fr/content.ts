import type { content as en } from '../en/content.ts';
import { commonWords } from './common-words.ts';

export const content: Record<keyof typeof en, string> = {
  'code.copy': commonWords['common.copy'],
  'code.copied': 'Copié !',

  'search.open': 'Rechercher',
  'search.shortcut': 'Appuyez sur / pour rechercher',
  'search.title': 'Rechercher sur le site',
  'search.placeholder': 'Rechercher dans la doc, les API, les pages…',
  'search.close': 'Fermer la recherche',
  'search.loading': 'Recherche en cours…',
  'search.noResults': 'Aucun résultat pour « {query} »',
  'search.unavailable': 'La recherche est indisponible pour le moment. Parcourez plutôt la documentation.',
  'search.hint': 'Saisissez au moins deux caractères. Les résultats proviennent de ce site, en français.',
  'search.resultCount': '{count} résultats',
};
