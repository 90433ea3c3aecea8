/**
 * The sign-ins `npm start` prints for local use. They exist only where demo data is seeded
 * (never in production by default), so the shared password is not a secret worth keeping.
 */
export const DEMO_PASSWORD = 'DemoPass2026!';
export const DEMO_CUSTOMER_PIN = '2468';

export const DEMO_ACCOUNTS = [
  {
    role: 'customer',
    firstName: 'Amina',
    lastName: 'Nkono',
    email: 'customer@demo.openbanking.cm',
    phone: '237677123456',
  },
  { role: 'ops', firstName: 'Paul', lastName: 'Etoa', email: 'ops@demo.openbanking.cm', phone: '237699234567' },
  {
    role: 'auditor',
    firstName: 'Chantal',
    lastName: 'Mbida',
    email: 'auditor@demo.openbanking.cm',
    phone: '237655345678',
  },
  { role: 'admin', firstName: 'Jean', lastName: 'Fouda', email: 'admin@demo.openbanking.cm', phone: '237681456789' },
] as const;
