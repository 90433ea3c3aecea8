import type { errors as en } from '../en/errors.ts';

/**
 * The API's error messages in French, by reason: typed against every reason the API has, so a
 * new server message does not compile until it is translated. `{field}` is the form's own
 * label for the field when a form shows the error, the field's path elsewhere.
 */
export const errors: Record<keyof typeof en, string> = {
  'error.invalid_request': 'Requête invalide',
  'error.invalid_json': "Le corps de la requête n'est pas un JSON valide",
  'error.payload_too_large': 'Le corps de la requête est trop volumineux',
  'error.unsupported_media_type': 'Type de contenu non pris en charge : envoyez application/json',
  'error.bad_request': 'Requête incorrecte',
  'error.unauthorized': 'Authentification requise',
  'error.forbidden': 'Accès refusé',
  'error.not_found': 'Introuvable',
  'error.method_not_allowed': 'Méthode non autorisée',
  'error.conflict': 'Conflit',
  'error.unprocessable': 'La requête ne peut pas être traitée',
  'error.route_not_found': 'Route {method} {path} introuvable',
  'error.too_many_requests': 'Trop de requêtes, réessayez dans {after}',
  'error.internal_error': 'Erreur interne du serveur',

  'error.field_required': 'Champ « {field} » obligatoire',
  'error.field_unknown': 'Champ « {field} » : propriété inconnue « {property} »',
  'error.field_too_long': 'Champ « {field} » : {limit} caractères au maximum',
  'error.field_too_short': 'Champ « {field} » : {limit} caractères au minimum',
  'error.field_too_large': 'Champ « {field} » : {limit} au maximum',
  'error.field_too_small': 'Champ « {field} » : {limit} au minimum',
  'error.field_email': 'Champ « {field} » : adresse e-mail invalide',
  'error.field_date_time': 'Champ « {field} » : date et heure attendues (ISO 8601)',
  'error.field_date': 'Champ « {field} » : date attendue (AAAA-MM-JJ)',
  'error.field_url': 'Champ « {field} » : URL attendue',
  'error.field_uuid': 'Champ « {field} » : UUID attendu',
  'error.field_format': 'Champ « {field} » : format {format} attendu',
  'error.field_whole_number': 'Champ « {field} » : nombre entier attendu',
  'error.field_type': 'Champ « {field} » : type {type} attendu',
  'error.field_choice': 'Champ « {field} » : valeurs possibles {allowed}',
  'error.field_too_many_items': 'Champ « {field} » : {limit} éléments au maximum',
  'error.field_too_few_items': 'Champ « {field} » : {limit} éléments au minimum',
  'error.field_invalid': 'Champ « {field} » invalide',

  'error.first_name_required': 'Le prénom est obligatoire',
  'error.first_name_too_long': 'Le prénom ne doit pas dépasser 100 caractères',
  'error.last_name_required': 'Le nom est obligatoire',
  'error.last_name_too_long': 'Le nom ne doit pas dépasser 100 caractères',
  'error.contact_required': "L'adresse e-mail ou le numéro de téléphone est obligatoire",
  'error.contact_both': 'Indiquez soit une adresse e-mail, soit un numéro de téléphone, pas les deux',
  'error.email_required': "L'adresse e-mail est obligatoire",
  'error.email_invalid': "Format d'adresse e-mail invalide",
  'error.phone_required': 'Le numéro de téléphone est obligatoire',
  'error.phone_invalid': 'Format de numéro camerounais invalide (237XXXXXXXXX)',
  'error.password_too_short': 'Le mot de passe doit contenir au moins 8 caractères',
  'error.password_too_long': 'Le mot de passe ne doit pas dépasser 128 caractères',
  'error.pin_invalid': 'Le code PIN doit comporter 4 à 6 chiffres',
  'error.secret_word_too_short': 'Le mot secret doit contenir au moins 8 caractères',
  'error.secret_word_too_long': 'Le mot secret ne doit pas dépasser 128 caractères',
  'error.email_taken': 'Un compte existe déjà avec cette adresse e-mail',
  'error.phone_taken': 'Un compte existe déjà avec ce numéro de téléphone',
  'error.password_required': 'Le mot de passe est obligatoire',
  'error.invalid_credentials': 'Identifiants invalides',
  'error.account_disabled': 'Ce compte a été désactivé. Veuillez contacter le support.',
  'error.account_locked':
    'Trop de tentatives de connexion échouées. Ce compte est verrouillé ; réessayez dans {minutes} min.',
  'error.slow_down': 'Trop de tentatives de connexion échouées. Veuillez patienter {seconds} s avant de réessayer.',
  'error.network_locked':
    'Trop de tentatives de connexion échouées depuis votre réseau. Veuillez réessayer dans {minutes} min.',
  'error.authentication_required': 'Authentification requise',
  'error.session_ended': 'Votre session a expiré ou vous vous êtes déconnecté. Veuillez vous reconnecter.',
  'error.role_forbidden': "Vous n'avez pas l'autorisation d'effectuer cette action",
  'error.cross_site_refused': 'Requête intersite refusée',

  'error.key_required': 'Clé API requise',
  'error.invalid_key': 'Clé API invalide',
  'error.ip_not_allowed': 'Cette clé API ne peut pas être utilisée depuis votre adresse IP',
  'error.scope_missing': 'Cette clé API ne dispose pas de la portée {scope}',
  'error.limit_reached': 'Cette clé API a atteint sa limite de {limit} requêtes ({window})',
  'error.name_required': 'Veuillez saisir un nom pour votre clé API',
  'error.too_many_keys': 'Vous avez déjà {max} clés API actives ; désactivez-en une avant d’en créer une autre',

  'error.message_required': 'Le message est obligatoire',

  'error.phone_format': 'Le téléphone doit être 237 suivi de 9 chiffres',
  'error.phone_not_mobile': "Ce numéro n'est pas un numéro mobile camerounais",
  'error.phone_unknown_operator': "Ce numéro n'appartient ni à MTN Mobile Money ni à Orange Money",
  'error.phone_wrong_provider': "Ce numéro n'est pas un numéro {provider}",
  'error.wallet_operator_unknown': "L'opérateur mobile n'est pas un opérateur GIMAC",
  'error.wallet_phone_country': 'Le téléphone doit être un numéro mobile ({country}) commençant par {callingCode}',

  'error.currency': 'La devise doit être XAF',
  'error.bank_account': 'Le compte bancaire doit comporter de 8 à 34 lettres ou chiffres',
  'error.bank_code': "Ce code n'est pas celui d'une banque GIMAC",
  'error.payment_not_found': 'Paiement introuvable',
  'error.only_failed_retry': 'Seuls les paiements échoués peuvent être relancés',
  'error.callback_unknown': "Aucune tentative de paiement n'a cette référence",
  'error.callback_too_early': "La tentative n'est pas encore enregistrée chez l'opérateur ; réessayez plus tard",
  'error.callback_transient': "L'opérateur n'a pas pu confirmer la notification ; réessayez plus tard",
  'error.callback_rejected': "Notification refusée par l'opérateur",
  'error.receiver_is_sender': "Le destinataire doit être différent de l'expéditeur",

  'error.idempotency_key_invalid': "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères",
  'error.idempotency_key_reused': 'Cette clé Idempotency-Key a déjà servi pour une autre requête',
  'error.idempotency_key_in_progress': 'Une requête avec cette clé Idempotency-Key est encore en cours',

  'error.date_invalid': 'Champ « {field} » : date du calendrier attendue (AAAA-MM-JJ)',
  'error.from_after_to': 'La date de début doit précéder ou égaler la date de fin',

  'error.report_date_invalid': 'La date doit être au format AAAA-MM-JJ ou un horodatage ISO 8601',
  'error.statement_unavailable': "Le relevé de règlement {provider} n'a pas pu être obtenu ({problem})",

  'error.recon_matched': 'Réglé par {provider} et inscrit au grand livre.',
  'error.recon_missing_at_provider':
    'Réussi sur la plateforme mais absent du relevé de règlement {provider} du {date}.',
  'error.recon_missing_at_provider_unposted':
    "Réussi sur la plateforme mais absent du relevé de règlement {provider} du {date} ; aucune écriture n'a été passée au grand livre non plus.",
  'error.recon_provider_amount':
    'La plateforme a enregistré {platformAmount} XAF, {provider} a réglé {providerAmount} XAF.',
  'error.recon_not_posted': "Réglé par {provider}, mais aucune écriture n'a été passée au grand livre.",
  'error.recon_ledger_amount': 'Le grand livre a inscrit {ledgerAmount} XAF pour un paiement de {platformAmount} XAF.',
  'error.recon_other_status': "{provider} l'a réglé, mais la plateforme enregistre cette tentative comme « {status} ».",
  'error.recon_unknown': '{provider} a réglé {reference} ({providerReference}), que la plateforme ne connaît pas.',
};
