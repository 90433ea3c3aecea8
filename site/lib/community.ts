import { COMPANY, whatsappLink } from './company.ts';

/** Where developers find each other and us. */
export const COMMUNITY_LINKS = [
  { key: 'github', href: COMPANY.social.github, icon: 'code', external: true },
  {
    key: 'chat',
    href: whatsappLink('Hello, I am a developer integrating the CEMAC Open Banking API.'),
    icon: 'message',
    external: true,
  },
  { key: 'docs', href: '/docs', icon: 'book', external: false },
  { key: 'support', href: `mailto:${COMPANY.supportEmail}`, icon: 'mail', external: false },
  { key: 'social', href: COMPANY.social.linkedin, icon: 'users', external: true },
  { key: 'blog', href: 'https://openbanking.cm/blog', icon: 'lightbulb', external: true },
] as const;
