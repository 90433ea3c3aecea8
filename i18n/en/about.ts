/** About page chrome; the page's prose is content/en/pages/about.mdx. */
export const about = {
  'about.eyebrow': 'About us',
  'about.becomePartner': 'Become a Partner',
  'about.contactUs': 'Contact Us',
  'about.ctaTitle': 'Build the financial services of Central Africa with us',
  'about.ctaBody': 'Banks, microfinance institutions and fintechs join the platform in a few weeks.',
} as const;
