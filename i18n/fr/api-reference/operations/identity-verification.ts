import type { OperationFrench } from '../types.ts';

/** The French of the Identity verification operations, by operationId. */
export const identityVerificationFr: Readonly<Record<string, OperationFrench>> = {
  getVerification: {
    summary: 'Lire une vérification',
    description:
      "La vérification telle que `POST /api/v1/verify` l'a renvoyée, avec sa décision une fois l'examen terminé. Seul son propriétaire peut la lire : celle d'un autre utilisateur répond 404. Exige `accounts:read`.",
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
    },
  },
  verifyIdentity: {
    summary: "Vérifier l'identité d'une personne (KYC)",
    description:
      "Vérifie un nom, une date de naissance, un numéro de carte nationale d'identité (`cni`) ou de passeport et un numéro de mobile auprès des registres d'identité, via le fournisseur KYC. Répond 201 avec la vérification : `approved` (résultat `match`), `rejected` (`mismatch` ou `document_expired`), ou `pending` (`pending_review`) pendant qu'une personne l'examine ; la décision arrive ensuite par les webhooks `verification.completed` et `kyc.approved` / `kyc.rejected` et par `GET /api/v1/verify/{id}`. Seuls les quatre derniers caractères du numéro de pièce sont conservés. Les clés de test atteignent le bac à sable, dont les identités de test dépendent des deux derniers caractères du numéro de pièce. Exige `accounts:write`. 503 si le fournisseur ne répond pas.",
    fields: {
      fullName: 'Tel qu’imprimé sur la pièce',
      dateOfBirth: 'AAAA-MM-JJ, une date réelle dans le passé',
      documentType: '`cni` (carte nationale d’identité) ou `passport`',
      documentNumber:
        'Le numéro de CNI ou de passeport : 6 à 20 lettres ou chiffres (espaces et tirets ignorés). Dans le bac à sable, ses deux derniers caractères choisissent l’issue.',
      phoneNumber: 'Le numéro mobile de la personne : 237 suivi de 9 chiffres',
    },
    responses: {
      '400': "Toute réponse d'erreur a cette forme",
      '415': "Toute réponse d'erreur a cette forme",
    },
  },
};
