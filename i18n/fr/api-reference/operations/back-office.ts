import type { OperationFrench } from '../types.ts';

/** The French of the Back office operations, by operationId. */
export const backOfficeFr: Readonly<Record<string, OperationFrench>> = {
  addInstitutionMember: {
    summary: 'Ajouter un membre par e-mail',
  },
  adminSignIn: {
    summary: 'Connexion du personnel',
    description:
      'Les mêmes contrôles que /oauth/login (argon2id, ralentissement, verrouillage) pour les opérations, les auditeurs et les administrateurs ; un client reçoit 403 staff_only. Pose le cookie ob_session. Chaque tentative est journalisée.',
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
  bulkApproveInstitutions: {
    summary: 'Approuver des établissements',
  },
  bulkRejectInstitutions: {
    summary: 'Rejeter des établissements',
  },
  bulkUserOperation: {
    summary: 'Activer ou suspendre des utilisateurs',
  },
  changeInstitutionTier: {
    summary: "Changer le niveau d'un établissement",
  },
  createAdminUser: {
    summary: 'Créer un utilisateur avec un lien de configuration',
  },
  downloadInstitutionDocument: {
    summary: 'Télécharger un document du dossier',
    responses: {
      '200': 'Le document, en pièce jointe',
    },
  },
  downloadReport: {
    summary: 'Télécharger un rapport généré',
    fields: {
      expires: 'Secondes Unix',
    },
    responses: {
      '200': 'Le rapport en pièce jointe (PDF ou CSV)',
    },
  },
  exportAdminInstitutions: {
    summary: 'Exporter les établissements en CSV ou JSON',
    responses: {
      '200': 'Les établissements filtrés au format CSV ou JSON',
    },
  },
  exportAdminTransactions: {
    summary: 'Exporter les paiements en CSV ou JSON',
    responses: {
      '200': 'Les paiements filtrés au format CSV ou JSON',
    },
  },
  exportAdminUsers: {
    summary: 'Exporter les utilisateurs en CSV ou JSON',
    responses: {
      '200': 'Les utilisateurs filtrés au format CSV ou JSON',
    },
  },
  exportAuditLogs: {
    summary: "Exporter le journal d'audit en CSV ou JSON",
    responses: {
      '200': "Le journal d'audit filtré au format CSV ou JSON",
    },
  },
  exportSettings: {
    summary: 'Exporter tous les paramètres en JSON',
  },
  generateReport: {
    summary: 'Générer un rapport',
  },
  getAdminAnalyticsAdvanced: {
    summary: 'Analyses avancées (option advanced_analytics)',
    fields: {
      days: "Combien de jours de Douala en arrière, aujourd'hui compris",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  getAdminAnalyticsTrends: {
    summary: 'Paiements et appels API par jour',
    fields: {
      days: "Combien de jours de Douala en arrière, aujourd'hui compris",
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  getAdminApiUsage: {
    summary: "Utilisation de l'API aujourd'hui",
  },
  getAdminDashboardAnalytics: {
    summary: "Vue d'ensemble du tableau de bord d'administration",
  },
  getAdminInstitution: {
    summary: "Le dossier d'un établissement",
  },
  getAdminInstitutionStats: {
    summary: "Nombre d'établissements",
  },
  getAdminStats: {
    summary: 'Chiffres de la plateforme pour le personnel',
  },
  getAdminUserStats: {
    summary: "Nombre d'utilisateurs",
  },
  getReport: {
    summary: "État d'un rapport",
  },
  getSystemHealth: {
    summary: 'État du système, mesuré maintenant',
  },
  importSettings: {
    summary: 'Importer des paramètres : tout ou rien',
    fields: {
      settings: 'Un export des paramètres : catégorie → clé → valeur',
      dryRun: 'Lister les changements sans les appliquer',
    },
  },
  listAdminCredentials: {
    summary: "Tous les identifiants d'API",
  },
  listAdminInstitutions: {
    summary: 'Établissements à examiner',
  },
  listAdminTransactions: {
    summary: 'Derniers paiements',
  },
  listAdminUsers: {
    summary: 'Utilisateurs',
  },
  listAuditLogs: {
    summary: "Rechercher dans le journal d'audit",
  },
  listReports: {
    summary: 'Rapports générés, du plus récent au plus ancien',
  },
  listReportSchedules: {
    summary: 'Rapports planifiés',
  },
  listReportTemplates: {
    summary: 'Types de rapports disponibles',
  },
  listSettings: {
    summary: 'Tous les paramètres et leur définition',
  },
  listSystemLogs: {
    summary: 'Avertissements et erreurs du serveur',
  },
  pauseReportSchedule: {
    summary: 'Suspendre un rapport planifié',
  },
  removeInstitutionMember: {
    summary: 'Retirer un membre',
  },
  renewSetupLink: {
    summary: 'Un nouveau lien de configuration du compte',
  },
  resumeReportSchedule: {
    summary: 'Reprendre un rapport planifié',
  },
  revokeAdminCredential: {
    summary: "Révoquer un identifiant d'API",
  },
  runReportSchedule: {
    summary: 'Exécuter un rapport planifié maintenant',
  },
  searchAdminUsers: {
    summary: 'Rechercher des utilisateurs',
  },
  suspendInstitution: {
    summary: 'Suspendre un établissement',
  },
  updateAdminInstitution: {
    summary: "Modifier les coordonnées d'un établissement",
  },
  updateAdminUser: {
    summary: 'Modifier un utilisateur',
  },
  updateSettingsCategory: {
    summary: "Modifier les paramètres d'une catégorie",
  },
};
