import type { ErrorCode } from '../../../domain/error-codes.ts';
import type { Lang } from '../../../domain/languages.ts';

/**
 * What each error code means and what to do about it. Typed against the server's error
 * registry, so a new code cannot ship without its documentation.
 */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, Record<Lang, string>> = {
  bad_request: {
    en: 'The request is malformed (for example a missing header). Fix it before retrying.',
    fr: 'La requête est mal formée (par exemple un en-tête manquant). Corrigez-la avant de réessayer.',
  },
  invalid_json: {
    en: 'The body is not valid JSON.',
    fr: "Le corps n'est pas un JSON valide.",
  },
  validation_error: {
    en: 'One or more fields are invalid; `details` lists each field with its message.',
    fr: 'Un ou plusieurs champs sont invalides ; `details` liste chaque champ avec son message.',
  },
  unauthorized: {
    en: 'The API key or access token is missing, unknown, revoked or expired.',
    fr: "La clé API ou le jeton d'accès est absent, inconnu, révoqué ou expiré.",
  },
  forbidden: {
    en: 'The credential is valid but lacks the scope, or is used from an address outside its allow-list.',
    fr: "L'identifiant est valide mais n'a pas la portée requise, ou il est utilisé depuis une adresse hors de sa liste autorisée.",
  },
  not_found: {
    en: 'The resource does not exist or does not belong to you.',
    fr: "La ressource n'existe pas ou ne vous appartient pas.",
  },
  method_not_allowed: {
    en: 'The path exists but not with this HTTP method.',
    fr: 'Le chemin existe, mais pas avec cette méthode HTTP.',
  },
  request_timeout: {
    en: 'The request took too long to arrive (headers or body). Check the connection, then retry.',
    fr: 'La requête a mis trop de temps à arriver (en-têtes ou corps). Vérifiez la connexion, puis réessayez.',
  },
  conflict: {
    en: 'The request conflicts with the current state (for example a duplicate).',
    fr: "La requête entre en conflit avec l'état actuel (par exemple un doublon).",
  },
  idempotency_in_progress: {
    en: 'A request with the same Idempotency-Key is still running. Wait, then retry.',
    fr: 'Une requête avec la même Idempotency-Key est encore en cours. Patientez, puis réessayez.',
  },
  gone: {
    en: 'The link or resource existed but has expired for good (for example an old account set-up link).',
    fr: 'Le lien ou la ressource a existé mais a expiré définitivement (par exemple un ancien lien de configuration de compte).',
  },
  payload_too_large: {
    en: 'The body is larger than the server accepts.',
    fr: 'Le corps dépasse la taille acceptée par le serveur.',
  },
  uri_too_long: {
    en: 'The URL is longer than 8 KiB, or a path parameter longer than 500 characters. Send long data in the body.',
    fr: "L'URL dépasse 8 Kio, ou un paramètre de chemin dépasse 500 caractères. Envoyez les données longues dans le corps.",
  },
  unsupported_media_type: {
    en: 'Send the body as application/json.',
    fr: 'Envoyez le corps en application/json.',
  },
  idempotency_mismatch: {
    en: 'This Idempotency-Key was already used with a different body. Use a new key for a new request.',
    fr: 'Cette Idempotency-Key a déjà servi avec un autre corps. Utilisez une nouvelle clé pour une nouvelle requête.',
  },
  unprocessable: {
    en: 'The request is well formed but breaks a business rule (for example retrying a payment that did not fail).',
    fr: "La requête est bien formée mais enfreint une règle métier (par exemple relancer un paiement qui n'a pas échoué).",
  },
  account_locked: {
    en: 'Too many failed sign-ins: the account is locked for a while.',
    fr: 'Trop de connexions échouées : le compte est verrouillé pour un moment.',
  },
  rate_limited: {
    en: 'Too many requests. Wait for the number of seconds in the Retry-After header.',
    fr: "Trop de requêtes. Attendez le nombre de secondes indiqué par l'en-tête Retry-After.",
  },
  headers_too_large: {
    en: 'The request headers (URL included) are larger than 16 KiB. Send fewer or shorter headers.',
    fr: 'Les en-têtes de la requête (URL comprise) dépassent 16 Kio. Envoyez des en-têtes moins nombreux ou plus courts.',
  },
  internal_error: {
    en: 'Something went wrong on our side. Retry with the same Idempotency-Key; quote the requestId to support.',
    fr: 'Un problème est survenu de notre côté. Réessayez avec la même Idempotency-Key ; citez le requestId au support.',
  },
  provider_error: {
    en: 'MTN, Orange or GIMAC answered with an error or did not answer. The payment stays traceable; retry later.',
    fr: "MTN, Orange ou GIMAC a répondu par une erreur ou n'a pas répondu. Le paiement reste traçable ; réessayez plus tard.",
  },
  service_unavailable: {
    en: 'The service is temporarily unavailable (maintenance or overload). Retry with backoff.',
    fr: 'Le service est temporairement indisponible (maintenance ou surcharge). Réessayez avec un délai croissant.',
  },
};
