/** Public contact points, shown on the home page, in the footer and in the docs. */
export const COMPANY = {
  name: 'CEMAC Open Banking',
  office: { street: 'Rue Joffre, Akwa', city: 'Douala', country: 'Cameroon', countryFr: 'Cameroun' },
  hotline: '+237 650 00 00 00',
  hotlineHref: 'tel:+237650000000',
  supportEmail: 'support@openbanking.cm',
  whatsappNumber: '237650000000',
  social: {
    linkedin: 'https://www.linkedin.com/company/cemac-open-banking',
    x: 'https://x.com/cemacopenbank',
    github: 'https://github.com/cemac-open-banking',
    facebook: 'https://www.facebook.com/cemacopenbanking',
  },
} as const;

export function whatsappLink(message: string): string {
  return `https://wa.me/${COMPANY.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
