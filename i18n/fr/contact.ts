import type { contact as en } from '../en/contact.ts';

export const contact: Record<keyof typeof en, string> = {
  'contact.form.title': 'Écrivez-nous',
  'contact.form.firstName': 'Prénom',
  'contact.form.lastName': 'Nom',
  'contact.form.email': 'E-mail',
  'contact.form.company': 'Entreprise',
  'contact.form.optional': 'facultatif',
  'contact.form.message': 'Message',
  'contact.form.messagePlaceholder': 'Parlez-nous de votre projet ou de votre question',
  'contact.form.submit': 'Envoyer le message',
  'contact.form.sending': 'Envoi en cours...',
  'contact.toast.successTitle': 'Message envoyé !',
  'contact.toast.successBody': 'Merci pour votre message. Nous vous répondrons très bientôt !',
  'contact.toast.errorTitle': "Erreur lors de l'envoi du message",
  'contact.toast.errorBody': 'Veuillez réessayer plus tard.',
};
