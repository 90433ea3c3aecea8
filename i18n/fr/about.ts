import type { about as en } from '../en/about.ts';

export const about: Record<keyof typeof en, string> = {
  'about.eyebrow': 'Qui sommes-nous',
  'about.becomePartner': 'Devenir partenaire',
  'about.legal': 'Informations légales',
  'about.contactUs': 'Nous contacter',
  'about.ctaTitle': "Construisons ensemble les services financiers de l'Afrique centrale",
  'about.ctaBody': 'Banques, établissements de microfinance et fintechs rejoignent la plateforme en quelques semaines.',
};
