import { commonWords } from './common-words.ts';
/** Strings shared by every page: site identity, navigation, footer, toasts, 404. */
export const common = {
  ...commonWords,

  'site.name': 'CEMAC Open Banking',
  'site.tagline': 'Financial APIs for Central Africa',
  'site.description':
    'Open banking and payments platform for Cameroon and the CEMAC region: account information, payment initiation, mobile money and GIMAC transfers in XAF.',

  'nav.home': 'Home',
  'nav.docs': 'Documentation',
  'nav.about': 'About',
  'nav.apiReference': 'API Reference',
  'nav.registerInstitution': 'Register Institution',
  'nav.getStarted': 'Get Started',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.language': 'Language',
  'nav.switchToOther': 'Français',
  'nav.skipToContent': 'Skip to content',
  'nav.search': 'Search',

  'footer.platform': 'Platform',
  'footer.platform.accounts': 'Account Information API',
  'footer.platform.payments': 'Payment Initiation API',
  'footer.platform.mobileMoney': 'Mobile Money',
  'footer.platform.sdks': 'SDKs',
  'footer.company': 'Company',
  'footer.company.about': 'About us',
  'footer.company.careers': 'Careers',
  'footer.company.partners': 'Partners',
  'footer.company.contact': 'Contact',
  'footer.follow': 'Follow us',
  'footer.blurb': 'Open banking and payment APIs built for Cameroon and the CEMAC region, in XAF.',
  'footer.copyright': '© {year} CEMAC Open Banking. Regulated by COBAC, the Central African Banking Commission.',
  'footer.whatsapp': 'Chat with support on WhatsApp',
  'footer.whatsappMessage': 'Hello CEMAC Open Banking support, I need help with',

  'toast.close': commonWords['common.close'],
  'toast.region': 'Notifications',

  'common.loading': 'Loading',

  'page.login': 'Sign in',
  'page.register': 'Create account',
  'page.dashboard': 'Dashboard',
  'page.docs': 'Developer documentation',
  'page.apiDocs': 'API reference and developer portal',
  'page.apiManagement': 'API management',
  'page.paymentManagement': 'Payment management',
  'page.adminDashboard': 'Admin dashboard',
  'page.institutionRegister': 'Institution registration',
  'page.institutionStatus': 'Institution status',
  'page.admin': 'Admin Portal',
  'page.about': 'About',
  'page.home': 'Open banking for Central Africa',

  'notFound.title': '404 Page Not Found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
} as const;
