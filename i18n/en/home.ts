/** Home page, in the spec's section order. */
export const home = {
  'home.meta.title': 'Open banking and payment APIs for Central Africa',

  'home.hero.eyebrow': 'Open banking for Cameroon and the CEMAC region',
  'home.hero.title': 'Financial APIs built for Central Africa',
  'home.hero.subtitle':
    'Connect to banks, microfinance institutions and mobile money through one secure API. Read accounts, initiate payments and verify customers, natively in XAF.',
  'home.hero.startBuilding': 'Start Building',
  'home.hero.registerInstitution': 'Register Institution',
  'home.hero.badge.security': 'Bank-grade security',
  'home.hero.badge.uptime': '24/7 uptime',
  'home.hero.badge.compliance': 'Cameroon compliant',
  'home.hero.codeCaption': 'Your first call',

  'home.stats.title': 'The platform today',
  'home.stats.subtitle': "Live figures from the platform's database, refreshed every minute.",
  'home.stats.transactions': 'Transactions processed',
  'home.stats.banks': 'Partner banks',
  'home.stats.developers': 'Active developers',
  'home.stats.uptime': 'API uptime (30 days)',
  'home.stats.unavailable': 'Live figures are unavailable right now. Please check again in a moment.',
  'home.stats.noscript': 'Turn on JavaScript to see the live figures.',

  'home.api.title': 'One API for accounts, payments and identity',
  'home.api.subtitle':
    'Three API families cover what banks, fintechs and merchants build every day, with the customer’s consent at every step.',
  'home.api.accounts.title': 'Account information',
  'home.api.accounts.body': 'Balances, transaction history and account details from every partner bank.',
  'home.api.payments.title': 'Payment initiation',
  'home.api.payments.body': 'Bank transfers, MTN MoMo and Orange Money payments and GIMAC interbank transfers in XAF.',
  'home.api.verify.title': 'Identity verification',
  'home.api.verify.body': 'Know-your-customer checks against bank records before you open an account or lend.',
  'home.api.readDocs': 'Read the docs',
  'home.api.example': 'Example request and response',
  'home.api.operational': 'All Systems Operational',
  'home.api.statusUnknown': 'Live status unavailable',

  'home.business.title': 'Built for banks, microfinance institutions and fintechs',
  'home.business.subtitle':
    'Whether you run a commercial bank in Douala, a microfinance network in the Northwest or a payment start-up in Yaoundé, the platform gives your customers modern digital services.',
  'home.business.point1.title': 'Launch digital services in weeks',
  'home.business.point1.body':
    'One integration reaches every partner bank and both mobile money networks, with no separate project per bank or operator.',
  'home.business.point2.title': 'Reach customers where they are',
  'home.business.point2.body':
    'Most Cameroonians pay by mobile money. Link their wallets to their bank accounts and let them pay, save and borrow from their phone.',
  'home.business.point3.title': 'Stay compliant by design',
  'home.business.point3.body':
    'Customer consent, audit trails and data kept in the region, following COBAC and BEAC rules for payment services.',
  'home.business.imageAlt':
    'A phone showing a mobile money payment linked to a bank account, between a bank building and a market stall',

  'home.dev.title': 'Made for developers',
  'home.dev.subtitle': 'Clear documentation, a free sandbox and SDKs: make your first call in minutes.',
  'home.dev.docs.title': 'Complete documentation',
  'home.dev.docs.body':
    'Guides, an API reference generated from the server itself, and examples in English and French.',
  'home.dev.sandbox.title': 'Free sandbox',
  'home.dev.sandbox.body': 'Test keys and deterministic test phone numbers for every mobile money and GIMAC outcome.',
  'home.dev.sdks.title': 'SDKs and tools',
  'home.dev.sdks.body':
    'A REST API with its OpenAPI reference, JavaScript and Python SDKs, signed webhooks and a CLI that forwards them to your machine.',
  'home.dev.quickStart': 'Quick start',
  'home.dev.readDocs': 'Read the documentation',
  'home.dev.exploreApi': 'Explore the API reference',

  'home.mockup.title': 'Everything your customers need, in one view',
  'home.mockup.subtitle':
    'An example of what you can build on the platform: an account overview with mobile money and interbank payments.',
  'home.mockup.demo': 'Demo data',
  'home.mockup.accountLabel': 'Current account',
  'home.mockup.balance': 'Available balance',
  'home.mockup.active': 'Active',
  'home.mockup.quickActions': 'Quick actions',
  'home.mockup.sendMoney': 'Send Money',
  'home.mockup.qrPay': 'QR Pay',
  'home.mockup.mobileMoney': 'Mobile Money',
  'home.mockup.analytics': 'Analytics',
  'home.mockup.recent': 'Recent transactions',
  'home.mockup.completed': 'Completed',
  'home.mockup.tx.salary': 'Salary, November',
  'home.mockup.tx.salaryFrom': 'From Cimencam SA',
  'home.mockup.tx.market': 'Mahima supermarket, Bonapriso',
  'home.mockup.tx.marketAt': 'Card purchase',
  'home.mockup.tx.transfer': 'Transfer to Orange Money',
  'home.mockup.tx.transferTo': 'To 237 69 •• •• 21',
  'home.mockup.credit': 'Credit',
  'home.mockup.merchant': 'Merchant purchase',
  'home.mockup.transferType': 'Transfer',

  'home.partners.title': 'Partner with us',
  'home.partners.subtitle': 'Enterprise features for institutions that move money for millions of people.',
  'home.partners.encryption.title': 'End-to-end encryption',
  'home.partners.encryption.body': 'TLS everywhere, hashed credentials and keys, verified provider callbacks.',
  'home.partners.realtime.title': 'Real-time processing',
  'home.partners.realtime.body': 'Payments settle in seconds, with status pushed to you as it changes.',
  'home.partners.analytics.title': 'Analytics',
  'home.partners.analytics.body': 'Volumes, success rates and API usage per channel, ready for your reports.',
  'home.partners.banks.title': 'Commercial banks',
  'home.partners.banks.body':
    'Open your accounts to vetted fintechs under your rules, and offer mobile money top-ups without building each link.',
  'home.partners.mfi.title': 'Microfinance institutions',
  'home.partners.mfi.body':
    'Give members digital savings and loan repayment by mobile money, with the same tools as the large banks.',
  'home.partners.fintech.title': 'Fintechs and payment providers',
  'home.partners.fintech.body':
    'Build on bank-grade rails from day one: one contract, one API, every partner institution in the region.',
  'home.partners.cta': 'Become a partner institution',

  'home.contact.title': 'Talk to our team',
  'home.contact.subtitle': 'Questions about integration, partnership or pricing? We answer within one business day.',
  'home.contact.office': 'Office',
  'home.contact.hotline': 'Hotline',
  'home.contact.hotlineHours': 'Every day, 24 hours',
  'home.contact.email': 'Email support',
  'home.contact.emailHours': 'Answer within one business day',
} as const;
