import { commonWords } from './common-words.ts';
/** Docs page chrome; the sections are MDX in content/. */
export const docs = {
  'docs.meta.title': 'Developer Documentation',
  'docs.meta.description':
    'Guides for the CEMAC Open Banking API: authentication, OAuth 2.0, accounts, payments, mobile money, GIMAC, institutions and SDKs.',
  'docs.hero.eyebrow': 'Documentation',
  'docs.hero.title': 'Developer Documentation',
  'docs.hero.subtitle':
    'Everything you need to connect your application to banks, microfinance institutions and mobile money in the CEMAC region.',
  'docs.hero.quickStart': 'Quick Start',
  'docs.hero.apiReference': 'API Reference',
  'docs.hero.uptime': '99.9% uptime SLA',
  'docs.hero.latency': 'Sub-100ms responses',
  'docs.hero.currency': 'Native XAF',

  'docs.sidebar.title': 'Contents',
  'docs.sidebar.filter': 'Filter sections',
  'docs.sidebar.filterPlaceholder': 'Filter by title…',
  'docs.sidebar.noMatch': 'No section matches “{query}”.',
  'docs.section.getting-started': 'Getting Started',
  'docs.section.oauth': 'OAuth 2.0',
  'docs.section.accounts': 'Accounts',
  'docs.section.payments': 'Payments',
  'docs.section.institutions': 'Institutions',
  'docs.section.sdks': 'SDKs & Tools',

  'docs.key.title': 'Your test API key',
  'docs.key.label': 'Sandbox API key',
  'docs.key.placeholder': 'ob_test_…',
  'docs.key.show': 'Show',
  'docs.key.hide': 'Hide',
  'docs.key.showLabel': 'Show the API key',
  'docs.key.hideLabel': 'Hide the API key',
  'docs.key.help':
    'Paste a sandbox key to try the API from this page. It is kept only while the page is open and is sent only to this server.',
  'docs.key.local': 'Running the platform yourself? npm start prints a demo sandbox key.',

  'docs.try.title': 'Try it live',
  'docs.try.description': 'Send this request with your test key and see the real answer from the server.',
  'docs.try.button': 'Try it Live',
  'docs.try.sending': 'Sending...',
  'docs.try.hint': 'Add your test API key above to try this request.',
  'docs.try.status': commonWords['common.status'],
  'docs.try.body': 'Response body',
  'docs.try.successTitle': 'API Test Successful',
  'docs.try.failedTitle': 'API Test Failed',
  'docs.try.statusBody': 'Status: {status}',
  'docs.try.requestFailed': 'Request failed',

  'docs.next.title': 'Ready to build?',
  'docs.next.body': 'Create your keys in the developer portal, then start from one of our example applications.',
  'docs.next.getApiKeys': 'Get API Keys',
  'docs.next.viewExamples': 'View Examples',
  'docs.try.requestFailedStatus': 'Request failed (status {status})',
} as const;
