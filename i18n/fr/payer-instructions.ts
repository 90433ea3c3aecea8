import type { payerInstructions as en } from '../en/payer-instructions.ts';

export const payerInstructions: Record<keyof typeof en, string> = {
  'payerInstructions.mtn':
    'Une demande de paiement de {amount} a été envoyée au {phone}. Validez-la dans la fenêtre MTN MoMo de ce téléphone, ou composez {ussd}, ouvrez « Mes approbations » et confirmez avec votre code PIN Mobile Money.',
  'payerInstructions.orange':
    'Une demande de paiement de {amount} a été envoyée au {phone}. Composez {ussd} sur ce téléphone, choisissez le paiement en attente et confirmez avec votre code secret Orange Money.',
};
