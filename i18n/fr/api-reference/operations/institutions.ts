import type { OperationFrench } from '../types.ts';

/** The French of the Institutions operations, by operationId. */
export const institutionsFr: Readonly<Record<string, OperationFrench>> = {
  getMyInstitution: {
    summary: 'L’espace de votre établissement',
    description:
      'Pour un membre d’un établissement approuvé, connecté avec son compte de la plateforme : l’établissement (nom, code, type, niveau, approbation, s’il est actif, les appels API du mois face à son quota mensuel), ses membres, toutes les clés API que ses membres détiennent (nom, préfixe, environnement, état ; jamais le secret) et les documents de sa demande (nom, type, taille, résultat de l’analyse antivirus, s’il peut être téléchargé). Un utilisateur qui n’appartient à aucun établissement, ou dont l’établissement n’est pas approuvé, est refusé (403).',
    fields: {
      currentApiUsage: 'Appels du mois civil (heure de Douala) faits avec les clés API des membres',
      apiQuotaLimit: 'Appels autorisés par mois civil',
      role: 'Le rôle du membre connecté',
      keyPrefix: 'Les premiers caractères de la clé, assez pour la reconnaître',
      ownerName: 'Le membre qui détient la clé',
      downloadable: 'Si l’analyse antivirus est passée, de sorte que le fichier peut être téléchargé',
    },
  },
  downloadMyInstitutionDocument: {
    summary: 'Télécharger un document de la demande de votre établissement',
    description:
      'Le fichier d’un document de l’établissement du membre connecté, une fois son analyse antivirus passée (409 avant). Un document d’un autre établissement est introuvable (404) ; un utilisateur qui n’est pas membre d’un établissement approuvé est refusé (403).',
    responses: {
      '200': 'Le document, en pièce jointe',
    },
  },
  getInstitutionStatus: {
    summary: 'Consulter le statut d’un établissement',
    description:
      'Le statut d’enregistrement de l’établissement portant ce code (espaces retirés, majuscules ou minuscules) : son nom, son type, son niveau, les dates de soumission et d’approbation, s’il est approuvé et actif, les appels API du mois (mois civil, heure de Douala) et son quota mensuel. Rien d’autre : ni coordonnées, ni documents. Affiché Actif (approuvé et actif), Approuvé (inactif) ou En attente d’approbation.',
  },
  registerInstitution: {
    summary: 'Enregistrer un établissement',
    description:
      'Soumet le formulaire d’enregistrement en cinq étapes avec les identifiants des documents téléversés. Chaque règle est vérifiée à nouveau : champs obligatoires non vides, une adresse e-mail de contact valide, un téléphone de 237 suivi de 9 chiffres (ou le numéro d’un autre pays de la CEMAC avec son indicatif), une année de création de 1900 à l’année en cours, les confirmations LBC, KYC et protection des données, l’auto-évaluation des risques, et les quatre documents obligatoires téléversés, non utilisés par une autre demande et sains ou non analysés. Un numéro d’immatriculation déjà enregistré donne une 409. L’établissement commence en attente d’approbation, niveau bronze, avec un code aléatoire lisible (INST-XXXX-XXXX) pour la consultation du statut. Un appelant connecté en devient membre.',
    fields: {
      contactPhone:
        '237 suivi de 9 chiffres, ou le numéro d’un autre pays de la CEMAC avec son indicatif (espaces et + ignorés)',
      country: 'Code ISO 3166 d’un pays de la CEMAC ; CM s’il est omis',
      documents: 'Par type de document, le document tel que son téléversement l’a renvoyé (seul id est utilisé)',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
    },
  },
  uploadInstitutionDocument: {
    summary: 'Téléverser un document d’enregistrement',
    description:
      'Enregistre un document d’une demande d’enregistrement d’établissement en multipart/form-data : d’abord le champ `documentType`, puis la partie `file`. Le type est déterminé à partir du contenu et doit correspondre à l’extension du nom et au type déclaré ; la licence commerciale et le certificat d’immatriculation acceptent pdf, jpg ou png jusqu’à 5 Mo, la licence de services financiers pdf jusqu’à 10 Mo, la politique LBC/KYC pdf, doc ou docx jusqu’à 10 Mo, les états financiers pdf, xls ou xlsx jusqu’à 10 Mo. Un fichier qui dépasse sa limite est refusé pendant sa réception (413). L’`id` de la réponse va dans la liste des documents de la demande ; les documents qui ne font partie d’aucune demande soumise dans les 24 heures sont supprimés. Avec un antivirus configuré, le document est analysé (`scanStatus` pending, puis clean ou infected) ; sinon il reste `unscanned`.',
    responses: {
      '201': 'Le document enregistré ; son id va dans la liste des documents de la demande',
      '400': "Toute réponse d'erreur a cette forme",
      '403': 'Une écriture lancée depuis un autre site (refusée par la protection intersites)',
      '413': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
};
