/**
 * The French of the texts the OpenAPI document carries below an operation (parameter and
 * body field descriptions, response descriptions), by their English text: route schemas can
 * carry `'x-fr'` for an operation, but Ajv refuses unknown keywords inside a schema. A unit
 * test fails when the document has a text missing here, so nothing falls back to English
 * unnoticed.
 */
export const apiDescriptionsFr: Readonly<Record<string, string>> = {
  'Required.': 'Obligatoire.',
  'Addresses or CIDR blocks, as a list or one comma-separated entry; empty allows every address':
    'Adresses ou blocs CIDR, en liste ou en une seule entrée séparée par des virgules ; vide autorise toutes les adresses',
  'Only the calls of this key': 'Seulement les appels de cette clé',
  'Only the calls of this OAuth app': 'Seulement les appels de cette application OAuth',
  "Whose calls: `test` (ob_test_ keys, sandbox apps) or `live`. By default the caller's own mode: a signed-in session works in the server's mode, a key or an app in its own.":
    'Quels appels : `test` (clés ob_test_, applications sandbox) ou `live` (réels). Par défaut, le mode de l’appelant : une session connectée travaille dans le mode du serveur, une clé ou une application dans le sien.',
  'The key the call was made with; null for a call made with an OAuth app token':
    'La clé avec laquelle l’appel a été fait ; null pour un appel fait avec le jeton d’une application OAuth',
  'The OAuth app whose access token made the call; null for a key call':
    'L’application OAuth dont le jeton d’accès a fait l’appel ; null pour un appel par clé',
  'Whether the call worked on live data': 'Si l’appel portait sur des données réelles',
  'The mode listed': 'Le mode listé',
  'The mode these figures count': 'Le mode que comptent ces chiffres',
  "The app's mode on this server: its calls are all of this mode":
    'Le mode de l’application sur ce serveur : tous ses appels sont de ce mode',
  'Answers of 400 and above': 'Réponses de 400 et au-delà',
  'Only answers of this status class': 'Seulement les réponses de cette classe de statut',
  'Only calls of this route pattern': 'Seulement les appels de ce modèle de route',
  'The contact method: send either email or phone, not both.':
    'Le moyen de contact : envoyez soit email, soit phone, pas les deux.',
  'Cameroon number: 237 followed by 9 digits (spaces are ignored).':
    'Numéro camerounais : 237 suivi de 9 chiffres (les espaces sont ignorés).',
  'Required; at least 8 characters.': 'Obligatoire ; au moins 8 caractères.',
  'Required; 4 to 6 digits.': 'Obligatoire ; 4 à 6 chiffres.',
  'Send either email or phone.': 'Envoyez soit email, soit phone.',
  '237XXXXXXXXX; national and +237 spellings are understood.':
    '237XXXXXXXXX ; les écritures nationale et +237 sont comprises.',
  'Optional: checked when the account has a PIN and one is sent.':
    'Facultatif : vérifié lorsque le compte a un code PIN et qu’un code est envoyé.',
  'A valid e-mail address (the domain needs a dot) where we can answer':
    'Une adresse e-mail valide (le domaine contient un point) où vous répondre',
  'Repeat the same key to repeat the request safely (24 hours)':
    'Renvoyez la même clé pour répéter la requête sans risque (24 heures)',
  'Whole XAF (no minor unit)': 'XAF entiers (pas de sous-unité)',
  "The payer's number: 237 followed by 9 digits, of the chosen provider":
    "Le numéro du payeur : 237 suivi de 9 chiffres, de l'opérateur choisi",
  'Shown to the payer where the provider allows': "Montré au payeur lorsque l'opérateur le permet",
  'Always XAF': 'Toujours XAF',
  '8 to 34 letters or digits': 'De 8 à 34 lettres ou chiffres',
  'A GIMAC bank code (GET /api/v1/mobile-money/providers)':
    'Un code de banque GIMAC (GET /api/v1/mobile-money/providers)',
  'The receiving wallet': 'Le portefeuille destinataire',
  'A GIMAC mobile operator code': "Un code d'opérateur mobile GIMAC",
  'The paying wallet': 'Le portefeuille payeur',
  'GIMAC operator code of the sender': "Code d'opérateur GIMAC de l'expéditeur",
  'GIMAC operator code of the receiver': "Code d'opérateur GIMAC du destinataire",
  'Part of the reference, the phone number or the customer name':
    'Une partie de la référence, du numéro de téléphone ou du nom du client',
  'mtn, orange or gimac, in any case': 'mtn, orange ou gimac, en majuscules ou minuscules',
  'Douala days, today included': "Jours (heure de Douala), aujourd'hui compris",
  'First Douala day included: YYYY-MM-DD, a real calendar date from 2000-01-01 to 2099-12-31':
    'Premier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
  'Last Douala day included: YYYY-MM-DD, a real calendar date from 2000-01-01 to 2099-12-31':
    'Dernier jour (heure de Douala) inclus : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
  'The Douala day to reconcile: YYYY-MM-DD, or an ISO 8601 timestamp within that day; from 2000-01-01 to 2099-12-31':
    'Le jour (heure de Douala) à rapprocher : AAAA-MM-JJ, ou un horodatage ISO 8601 de ce jour ; du 2000-01-01 au 2099-12-31',
  'The Douala day: YYYY-MM-DD or an ISO 8601 timestamp; from 2000-01-01 to 2099-12-31':
    'Le jour (heure de Douala) : AAAA-MM-JJ ou un horodatage ISO 8601 ; du 2000-01-01 au 2099-12-31',
  'Malformed request: invalid JSON, a body nested over 32 levels, a malformed URL or HTTP, no Host, or an X-Forwarded-For that is not an IP':
    "Requête mal formée : JSON invalide, corps imbriqué sur plus de 32 niveaux, URL ou HTTP mal formés, pas d'en-tête Host, ou un X-Forwarded-For qui n'est pas une adresse IP",
  'The URL is longer than 8 192 characters, or a path parameter longer than 500':
    "L'URL dépasse 8 192 caractères, ou un paramètre de chemin dépasse 500 caractères",
  'The request headers (URL included) are larger than 16 KiB':
    'Les en-têtes de la requête (URL comprise) dépassent 16 Kio',
  'A write started from another site (refused by the cross-site guard)':
    'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
  'Authentication required: no session or API key was sent, or it has ended, expired or been revoked':
    "Authentification requise : aucune session ni clé d'API n'a été envoyée, ou elle a pris fin, expiré ou été révoquée",
  "Not allowed: the caller's role, or the API key's scopes or IP allow-list, does not permit this":
    "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas",
  "Not allowed: the caller's role, or the API key's scopes or IP allow-list, does not permit this; or a write started from another site (refused by the cross-site guard)":
    "Non autorisé : le rôle de l'appelant, ou les portées ou la liste d'adresses IP autorisées de la clé d'API, ne le permettent pas ; ou une écriture lancée depuis un autre site (refusée par la protection intersites)",
  'The body is larger than the server accepts': 'Le corps dépasse la taille acceptée par le serveur',
  'The body is not JSON': "Le corps n'est pas du JSON",
  'Too many requests: a rate limit is spent (see Retry-After)':
    'Trop de requêtes : une limite de débit est atteinte (voir Retry-After)',
  'Default Response': 'Réponse',
  'Every error response has this shape': "Toute réponse d'erreur a cette forme",
  'Figures computed from the database; the text fields are ready to display':
    'Chiffres calculés à partir de la base de données ; les champs de texte sont prêts à afficher',
  "The key owner's accounts, oldest first": 'Les comptes du titulaire de la clé, du plus ancien au plus récent',
  'The message is stored for the team to answer': "Le message est enregistré pour que l'équipe y réponde",
  'The report as CSV': 'Le rapport au format CSV',
  'The document, as an attachment': 'Le document, en pièce jointe',
  'The filtered audit log as CSV': "Le journal d'audit filtré au format CSV",
  'The filtered users as CSV': 'Les utilisateurs filtrés au format CSV',
  'The filtered institutions as CSV': 'Les établissements filtrés au format CSV',
  'The filtered payments as CSV': 'Les paiements filtrés au format CSV',
  // Webhooks (api/schemas/webhooks.ts).
  'Extra headers sent with every delivery': 'En-têtes supplémentaires envoyés avec chaque livraison',
  'Why the platform disabled it: gone (the receiver answered 410) or failing (5 days of failures)':
    'Pourquoi la plateforme l’a désactivé : gone (le destinataire a répondu 410) ou failing (5 jours d’échecs)',
  'The whsec_ signing secret: shown in this answer only':
    'Le secret de signature whsec_ : ne figure que dans cette réponse',
  'A JSON object of header names and text values, as text or as an object; blank means none':
    'Un objet JSON de noms d’en-têtes et de valeurs texte, sous forme de texte ou d’objet ; vide signifie aucun',
  'false disables the endpoint; true enables it again': 'false désactive le point de terminaison ; true le réactive',
  'The webhook-id header: the same for every attempt of one event':
    'L’en-tête webhook-id : le même pour toutes les tentatives d’un événement',
  "The first 1 KB of the receiver's answer": 'Le premier Ko de la réponse du destinataire',
  'The body sent': 'Le corps envoyé',
  Deleted: 'Supprimé',
  // Institutions (api/schemas/institutions.ts).
  'The stored document; its id goes into the registration’s documents map':
    'Le document enregistré ; son id va dans la liste des documents de la demande',
  '237 followed by 9 digits, or another CEMAC country’s number with its country code (spaces and + ignored)':
    '237 suivi de 9 chiffres, ou le numéro d’un autre pays de la CEMAC avec son indicatif (espaces et + ignorés)',
  'ISO 3166 code of a CEMAC country; CM when omitted': 'Code ISO 3166 d’un pays de la CEMAC ; CM s’il est omis',
  'Per document type, the document as its upload answered (only id is used)':
    'Par type de document, le document tel que son téléversement l’a renvoyé (seul id est utilisé)',
  'Which document this is; send this field before the file':
    'Le document dont il s’agit ; envoyez ce champ avant le fichier',
  'The file: Business License and Registration Certificate pdf, jpg or png up to 5 MB; Financial Services License pdf up to 10 MB; AML/KYC Policy pdf, doc or docx up to 10 MB; Financial Statements pdf, xls or xlsx up to 10 MB':
    'Le fichier : licence commerciale et certificat d’immatriculation en pdf, jpg ou png jusqu’à 5 Mo ; licence de services financiers en pdf jusqu’à 10 Mo ; politique LBC/KYC en pdf, doc ou docx jusqu’à 10 Mo ; états financiers en pdf, xls ou xlsx jusqu’à 10 Mo',
  'From 1900 to the current year': 'De 1900 à l’année en cours',
  'XAF per year': 'XAF par an',
  'Must be true: the institution runs an anti-money-laundering programme':
    'Doit être true : l’établissement applique un programme de lutte contre le blanchiment',
  'Must be true: the institution identifies its customers (KYC)':
    'Doit être true : l’établissement identifie ses clients (KYC)',
  'Must be true: the institution protects personal data':
    'Doit être true : l’établissement protège les données personnelles',
  "Calls made this calendar month (Africa/Douala) with the members' API keys":
    'Appels effectués ce mois civil (heure de Douala) avec les clés API des membres',
  'Calls allowed per calendar month': 'Appels autorisés par mois civil',
  'A settings export: category → key → value': 'Un export des paramètres : catégorie → clé → valeur',
  'List the changes without applying them': 'Lister les changements sans les appliquer',
  'Unix seconds': 'Secondes Unix',
  'The report as an attachment (PDF or CSV)': 'Le rapport en pièce jointe (PDF ou CSV)',
  "Whole XAF (no minor unit), at least the platform's minimum (setting `payments.mobile_money_min_amount`, 100 XAF by default)":
    'XAF entiers (sans sous-unité), au moins le minimum de la plateforme (paramètre `payments.mobile_money_min_amount`, 100 XAF par défaut)',
  "Whole XAF (no minor unit), at least the platform's minimum (setting `payments.bank_to_mobile_min_amount`, 1000 XAF by default)":
    'XAF entiers (sans sous-unité), au moins le minimum de la plateforme (paramètre `payments.bank_to_mobile_min_amount`, 1000 XAF par défaut)',
  'New payments refused (503 maintenance_mode) while on':
    'Nouveaux paiements refusés (503 maintenance_mode) tant que c’est activé',
  'Smallest mobile money charge, wallet-to-wallet or staff payment, XAF':
    'Plus petit encaissement mobile money, virement de portefeuille à portefeuille ou paiement du personnel, XAF',
  'Smallest bank-to-mobile transfer, XAF': 'Plus petit virement de la banque vers le mobile, XAF',
  // Analytics trends and advanced sections (issue 16).
  'How many Douala days back, today included': "Combien de jours de Douala en arrière, aujourd'hui compris",
  'A Douala calendar day, YYYY-MM-DD': 'Un jour calendaire de Douala, AAAA-MM-JJ',
  'Successful payments, whole XAF': 'Paiements réussis, en XAF entiers',
  'Every day of the window, zeros included; the three providers each day':
    'Chaque jour de la période, zéros compris ; les trois opérateurs chaque jour',
  'Every day of the window, from the request logs (kept 30 days)':
    'Chaque jour de la période, depuis les journaux de requêtes (conservés 30 jours)',
  'Failed payments of the window by failure category, most first':
    "Paiements échoués de la période par catégorie d'échec, les plus nombreux d'abord",
  'The route pattern': 'Le modèle de route',
  'The ten most called API routes of the window': 'Les dix routes API les plus appelées de la période',
  'API calls of the window by Douala hour of day, the 24 hours':
    'Appels API de la période par heure de la journée à Douala, les 24 heures',
  'Accounts created per Douala day, every day of the window':
    'Comptes créés par jour de Douala, chaque jour de la période',
  'Payments created since the 1st of this Douala month': 'Paiements créés depuis le 1er de ce mois à Douala',
  // OAuth 2.0 (issue 17).
  'Shown to customers on the consent screen': 'Affiché aux clients sur l’écran de consentement',
  'Where customers return after consent: https, or http on localhost':
    'Où les clients reviennent après le consentement : https, ou http sur localhost',
  invalid_request: 'invalid_request (requête invalide)',
  'invalid_client: unknown app or wrong secret': 'invalid_client : application inconnue ou secret erroné',
  'Revoked (or already gone)': 'Révoqué (ou déjà disparu)',
  'invalid_request, invalid_grant, invalid_scope, unsupported_grant_type…':
    'invalid_request, invalid_grant, invalid_scope, unsupported_grant_type… (requête, autorisation ou portée invalide)',
  'With client_secret, when not sent as HTTP Basic': 'Avec client_secret, quand ils ne sont pas envoyés en HTTP Basic',
  'With client_id, when not sent as HTTP Basic': 'Avec client_id, quand ils ne sont pas envoyés en HTTP Basic',
  'authorization_code: the code the redirect carried': 'authorization_code : le code reçu par la redirection',
  'authorization_code: the redirect URI of the request': 'authorization_code : l’URI de redirection de la demande',
  'authorization_code: the PKCE verifier (S256 is required)':
    'authorization_code : le vérificateur PKCE (S256 obligatoire)',
  'refresh_token: the refresh token, replaced by a new one':
    'refresh_token : le jeton de rafraîchissement, remplacé par un nouveau',
  'Space-separated scopes, within those the app registered':
    'Portées séparées par des espaces, parmi celles que l’application a enregistrées',
  'The API the token is for (the public API by default)':
    'L’API à laquelle le jeton est destiné (l’API publique par défaut)',
  'An access or refresh token the app holds': 'Un jeton d’accès ou de rafraîchissement que détient l’application',
  'The customer who consented (absent for client credentials)':
    'Le client qui a consenti (absent pour client credentials)',
  'The public client identifier (`oba_…`), sent as `client_id`':
    'L’identifiant public du client (`oba_…`), envoyé comme `client_id`',
  'The only scopes the app may ever be granted': 'Les seules portées que l’application pourra obtenir',
  'The client secret (`obs_…`): in this answer only, store it now':
    'Le secret client (`obs_…`) : dans cette réponse seulement, conservez-le maintenant',
  'An OAuth 2.0 error (RFC 6749 §5.2)': 'Une erreur OAuth 2.0 (RFC 6749 §5.2)',
  'OAuth error code: invalid_request, invalid_client, invalid_grant, invalid_scope…':
    'Code d’erreur OAuth : invalid_request, invalid_client, invalid_grant, invalid_scope…',
  Seconds: 'Secondes',
  'The permissions approved': 'Les autorisations accordées',
  'The accounts shared': 'Les comptes partagés',
  'What the app asks for, within what it registered': 'Ce que demande l’application, parmi ce qu’elle a enregistré',
  "The customer's accounts, to choose which to share": 'Les comptes du client, pour choisir lesquels partager',
  'Where the browser goes next: the authorization server, then the app':
    'Où va ensuite le navigateur : le serveur d’autorisation, puis l’application',
  // Public API v1: login, mobile money initiate, identity verification.
  'The account e-mail': "L'e-mail du compte",
  'The account password': 'Le mot de passe du compte',
  'en or fr: the language of `instructions` (English by default)':
    'en ou fr : la langue de `instructions` (anglais par défaut)',
  '`MTN_MOMO` or `ORANGE_MONEY`': '`MTN_MOMO` ou `ORANGE_MONEY`',
  'What the payer dials to approve: MTN `*126#`, Orange `#150#`':
    'Ce que le payeur compose pour approuver : MTN `*126#`, Orange `#150#`',
  'The payment id': 'L’identifiant du paiement',
  'What the payer does, in the language of `Accept-Language` (en or fr)':
    'Ce que fait le payeur, dans la langue d’`Accept-Language` (en ou fr)',
  'As printed on the document': 'Tel qu’imprimé sur la pièce',
  'YYYY-MM-DD, a real date in the past': 'AAAA-MM-JJ, une date réelle dans le passé',
  '`cni` (national identity card) or `passport`': '`cni` (carte nationale d’identité) ou `passport`',
  'The CNI or passport number: 6 to 20 letters or digits (spaces and dashes are ignored). In the sandbox its last two characters choose the outcome.':
    'Le numéro de CNI ou de passeport : 6 à 20 lettres ou chiffres (espaces et tirets ignorés). Dans le bac à sable, ses deux derniers caractères choisissent l’issue.',
  "The person's mobile number: 237 followed by 9 digits": 'Le numéro mobile de la personne : 237 suivi de 9 chiffres',
  'The account id, from the account list': 'L’identifiant du compte, tiré de la liste des comptes',
  'First Douala day of booking included: YYYY-MM-DD, a real calendar date from 2000-01-01 to 2099-12-31':
    'Premier jour de comptabilisation inclus, à l’heure de Douala : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
  'Last Douala day of booking included: YYYY-MM-DD, a real calendar date from 2000-01-01 to 2099-12-31':
    'Dernier jour de comptabilisation inclus, à l’heure de Douala : AAAA-MM-JJ, une vraie date du calendrier du 2000-01-01 au 2099-12-31',
  'Page size': 'Taille de la page',
  'The `nextCursor` of the previous page, unchanged (opaque)':
    'Le `nextCursor` de la page précédente, tel quel (opaque)',
  "The account holder's username: the e-mail address (any case) or 237… phone number they sign in with":
    'L’identifiant du titulaire : l’adresse e-mail (sans tenir compte de la casse) ou le numéro 237… avec lequel il se connecte',
  'true for a live payment (real providers), false for a test payment (simulators, test data only)':
    'true pour un paiement réel (vrais opérateurs), false pour un paiement de test (simulateurs, données de test uniquement)',
  'sandbox (the default): test mode, simulators and test data only, whatever the server runs; production: live mode on a live server, for members of an approved institution':
    'sandbox (par défaut) : mode test, simulateurs et données de test uniquement, quel que soit le mode du serveur ; production : mode réel sur un serveur réel, pour les membres d’une institution approuvée',
  'Whole XAF, at least 1: a number, or a string of digits as in the documented example':
    'XAF entiers, au moins 1 : un nombre, ou une chaîne de chiffres comme dans l’exemple documenté',
  "The account to debit: one of the caller's accounts (for an OAuth token, one the customer shared)":
    'Le compte à débiter : un des comptes de l’appelant (pour un jeton OAuth, un compte que le client a partagé)',
  '`account`: an account of the platform, paid at once. `mobile_wallet`: a mobile money wallet, through GIMAC. `gimac_bank`: an account at a bank of the GIMAC network':
    '`account` : un compte de la plateforme, payé aussitôt. `mobile_wallet` : un portefeuille mobile money, via GIMAC. `gimac_bank` : un compte dans une banque du réseau GIMAC',
  'Who receives: the account id (a UUID) for `account`; the wallet number with its country code for `mobile_wallet` (`237` and 9 digits in Cameroon); the account number at the bank for `gimac_bank` (8 to 34 letters and digits; spaces and dashes are ignored)':
    'Le bénéficiaire : l’identifiant du compte (un UUID) pour `account` ; le numéro du portefeuille avec son indicatif pour `mobile_wallet` (`237` et 9 chiffres au Cameroun) ; le numéro de compte dans la banque pour `gimac_bank` (8 à 34 lettres et chiffres ; les espaces et tirets sont ignorés)',
  'The GIMAC participant code of the receiver (`GET /api/v1/mobile-money/providers`, `gimac_providers`): required for `gimac_bank` (the bank, e.g. `BICEC_CM`); for `mobile_wallet` the operator (e.g. `AIRTEL_GA`), needed outside Cameroon, where the operator follows from the number (`MTN_CM`, `ORANGE_CM`); refused for `account`':
    'Le code de participant GIMAC du bénéficiaire (`GET /api/v1/mobile-money/providers`, `gimac_providers`) : obligatoire pour `gimac_bank` (la banque, par ex. `BICEC_CM`) ; pour `mobile_wallet`, l’opérateur (par ex. `AIRTEL_GA`), nécessaire hors du Cameroun, où l’opérateur se déduit du numéro (`MTN_CM`, `ORANGE_CM`) ; refusé pour `account`',
  '`checking` (current account), `savings` or `business` (its payments above the threshold need a second approval)':
    '`checking` (compte courant), `savings` (épargne) ou `business` (ses paiements au-delà du seuil exigent une seconde approbation)',
  'Shown on both statements': 'Affiché sur les deux relevés',
  'The paymentId of the POST answer': 'Le paymentId de la réponse au POST',
  // CLI listeners, trigger and streams (api/schemas/webhook-listeners.ts, api/routes/webhooks/listeners.ts).
  'The events to forward; all of them when absent or empty':
    'Les événements à transmettre ; tous s’il est absent ou vide',
  'The whsec_ secret signing what this listener forwards: shown in this answer only':
    'Le secret whsec_ qui signe ce que cette écoute transmet : affiché dans cette réponse seulement',
  "The receiver's HTTP status; null when it could not be reached":
    'Le statut HTTP du récepteur ; null s’il était injoignable',
  'The webhook-id every receiver gets': 'Le webhook-id que reçoit chaque destinataire',
  'How many endpoints and listeners it was sent to': 'À combien de points de terminaison et d’écoutes il a été envoyé',
  'An event stream of `webhook` events, each carrying { deliveryId, eventId, eventType, headers, body } as JSON':
    'Un flux d’événements `webhook`, chacun portant { deliveryId, eventId, eventType, headers, body } en JSON',
  'An event stream of `log` events, each carrying a RequestLogEntry as JSON':
    'Un flux d’événements `log`, chacun portant un RequestLogEntry en JSON',
  Recorded: 'Enregistré',
};
