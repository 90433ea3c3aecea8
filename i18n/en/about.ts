/** About page chrome (and the legal pages' eyebrow); the prose is content/en/pages/*.mdx. */
export const about = {
  'about.eyebrow': 'About us',
  'about.becomePartner': 'Become a Partner',
  'about.legal': 'Legal',
  'about.contactUs': 'Contact Us',
  'about.ctaTitle': 'Build the financial services of Central Africa with us',
  'about.ctaBody': 'Banks, microfinance institutions and fintechs join the platform in a few weeks.',
} as const;
