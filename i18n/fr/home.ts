import type { home as en } from '../en/home.ts';

export const home: Record<keyof typeof en, string> = {
  'home.meta.title': "API d'open banking et de paiement pour l'Afrique centrale",

  'home.hero.eyebrow': "L'open banking pour le Cameroun et la zone CEMAC",
  'home.hero.title': "Des API financières conçues pour l'Afrique centrale",
  'home.hero.subtitle':
    'Connectez-vous aux banques, aux établissements de microfinance et au mobile money avec une seule API sécurisée. Consultez les comptes, initiez des paiements et vérifiez vos clients, nativement en XAF.',
  'home.hero.startBuilding': 'Commencer à développer',
  'home.hero.registerInstitution': 'Inscrire une institution',
  'home.hero.badge.security': 'Sécurité de niveau bancaire',
  'home.hero.badge.uptime': 'Disponible 24 h/24, 7 j/7',
  'home.hero.badge.compliance': 'Conforme à la réglementation camerounaise',
  'home.hero.codeCaption': 'Votre premier appel',

  'home.stats.title': "La plateforme aujourd'hui",
  'home.stats.subtitle': 'Chiffres réels issus de la base de données de la plateforme, actualisés chaque minute.',
  'home.stats.transactions': 'Transactions traitées',
  'home.stats.banks': 'Banques partenaires',
  'home.stats.developers': 'Développeurs actifs',
  'home.stats.uptime': "Disponibilité de l'API (30 jours)",
  'home.stats.unavailable': 'Les chiffres en direct sont indisponibles pour le moment. Réessayez dans un instant.',
  'home.stats.noscript': 'Activez JavaScript pour voir les chiffres en direct.',

  'home.api.title': 'Une seule API pour les comptes, les paiements et l’identité',
  'home.api.subtitle':
    'Trois familles d’API couvrent ce que banques, fintechs et commerçants construisent chaque jour, avec le consentement du client à chaque étape.',
  'home.api.accounts.title': 'Information sur les comptes',
  'home.api.accounts.body':
    'Soldes, historique des opérations et détails des comptes de toutes les banques partenaires.',
  'home.api.payments.title': 'Initiation de paiement',
  'home.api.payments.body':
    'Virements bancaires, paiements MTN MoMo et Orange Money et virements interbancaires GIMAC en XAF.',
  'home.api.verify.title': "Vérification d'identité",
  'home.api.verify.body':
    "Contrôles KYC (connaissance du client) auprès des données bancaires avant d'ouvrir un compte ou d'accorder un prêt.",
  'home.api.readDocs': 'Lire la documentation',
  'home.api.example': 'Exemple de requête et de réponse',
  'home.api.operational': 'Tous les systèmes sont opérationnels',
  'home.api.statusUnknown': 'État en direct indisponible',

  'home.business.title': 'Conçu pour les banques, la microfinance et les fintechs',
  'home.business.subtitle':
    'Que vous dirigiez une banque commerciale à Douala, un réseau de microfinance dans le Nord-Ouest ou une start-up de paiement à Yaoundé, la plateforme offre à vos clients des services numériques modernes.',
  'home.business.point1.title': 'Lancez vos services numériques en quelques semaines',
  'home.business.point1.body':
    'Une seule intégration vous relie à toutes les banques partenaires et aux deux réseaux de mobile money, sans projet distinct par banque ou par opérateur.',
  'home.business.point2.title': 'Servez vos clients là où ils sont',
  'home.business.point2.body':
    'La plupart des Camerounais paient par mobile money. Reliez leurs portefeuilles à leurs comptes bancaires pour qu’ils paient, épargnent et empruntent depuis leur téléphone.',
  'home.business.point3.title': 'Restez conforme dès la conception',
  'home.business.point3.body':
    'Consentement du client, pistes d’audit et données conservées dans la région, conformément aux règles de la COBAC et de la BEAC pour les services de paiement.',
  'home.business.imageAlt':
    'Un téléphone affichant un paiement mobile money relié à un compte bancaire, entre une banque et un étal de marché',

  'home.dev.title': 'Pensé pour les développeurs',
  'home.dev.subtitle':
    'Une documentation claire, un bac à sable gratuit et des SDK : faites votre premier appel en quelques minutes.',
  'home.dev.docs.title': 'Documentation complète',
  'home.dev.docs.body':
    'Des guides, une référence d’API générée à partir du serveur lui-même et des exemples en français et en anglais.',
  'home.dev.sandbox.title': 'Bac à sable gratuit',
  'home.dev.sandbox.body':
    'Des clés de test et des numéros de téléphone de test déterministes pour chaque issue mobile money et GIMAC.',
  'home.dev.sdks.title': 'SDK et outils',
  'home.dev.sdks.body':
    'Une API REST et sa référence OpenAPI, des SDK JavaScript et Python, des webhooks signés et une CLI qui les relaie vers votre machine.',
  'home.dev.quickStart': 'Démarrage rapide',
  'home.dev.readDocs': 'Lire la documentation',
  'home.dev.exploreApi': "Explorer la référence de l'API",

  'home.mockup.title': 'Tout ce dont vos clients ont besoin, en un coup d’œil',
  'home.mockup.subtitle':
    'Un exemple de ce que vous pouvez construire sur la plateforme : une vue de compte avec paiements mobile money et interbancaires.',
  'home.mockup.demo': 'Données de démonstration',
  'home.mockup.accountLabel': 'Compte courant',
  'home.mockup.balance': 'Solde disponible',
  'home.mockup.active': 'Actif',
  'home.mockup.quickActions': 'Actions rapides',
  'home.mockup.sendMoney': 'Envoyer de l’argent',
  'home.mockup.qrPay': 'Payer par QR',
  'home.mockup.mobileMoney': 'Mobile money',
  'home.mockup.analytics': 'Analyses',
  'home.mockup.recent': 'Opérations récentes',
  'home.mockup.completed': 'Effectuée',
  'home.mockup.tx.salary': 'Salaire de novembre',
  'home.mockup.tx.salaryFrom': 'De Cimencam SA',
  'home.mockup.tx.market': 'Supermarché Mahima, Bonapriso',
  'home.mockup.tx.marketAt': 'Paiement par carte',
  'home.mockup.tx.transfer': 'Transfert vers Orange Money',
  'home.mockup.tx.transferTo': 'Vers le 237 69 •• •• 21',
  'home.mockup.credit': 'Crédit',
  'home.mockup.merchant': 'Achat chez un commerçant',
  'home.mockup.transferType': 'Transfert',

  'home.partners.title': 'Devenez partenaire',
  'home.partners.subtitle':
    'Des fonctionnalités de niveau entreprise pour les institutions qui font circuler l’argent de millions de personnes.',
  'home.partners.encryption.title': 'Chiffrement de bout en bout',
  'home.partners.encryption.body': 'TLS partout, identifiants et clés hachés, notifications des opérateurs vérifiées.',
  'home.partners.realtime.title': 'Traitement en temps réel',
  'home.partners.realtime.body':
    'Les paiements aboutissent en quelques secondes et leur statut vous est notifié à chaque changement.',
  'home.partners.analytics.title': 'Analyses',
  'home.partners.analytics.body': 'Volumes, taux de réussite et usage de l’API par canal, prêts pour vos rapports.',
  'home.partners.banks.title': 'Banques commerciales',
  'home.partners.banks.body':
    'Ouvrez vos comptes à des fintechs agréées selon vos règles et proposez des recharges mobile money sans construire chaque connexion.',
  'home.partners.mfi.title': 'Établissements de microfinance',
  'home.partners.mfi.body':
    'Offrez à vos membres l’épargne numérique et le remboursement des prêts par mobile money, avec les mêmes outils que les grandes banques.',
  'home.partners.fintech.title': 'Fintechs et prestataires de paiement',
  'home.partners.fintech.body':
    'Appuyez-vous dès le premier jour sur une infrastructure de niveau bancaire : un contrat, une API, toutes les institutions partenaires de la région.',
  'home.partners.cta': 'Inscrire votre institution',

  'home.contact.title': 'Parlez à notre équipe',
  'home.contact.subtitle':
    'Une question sur l’intégration, un partenariat ou nos tarifs ? Nous répondons sous un jour ouvré.',
  'home.contact.office': 'Bureau',
  'home.contact.hotline': "Ligne d'assistance",
  'home.contact.hotlineHours': 'Tous les jours, 24 h/24',
  'home.contact.email': 'Assistance par e-mail',
  'home.contact.emailHours': 'Réponse sous un jour ouvré',
};
