/**
 * The demo customer's sandbox key, fixed so the docs' Try It works on a fresh local start
 * (`npm start` prints it). It exists only where demo data is seeded, never in production
 * by default, so it is no secret worth keeping.
 */
export const DEMO_SANDBOX_API_KEY = 'ob_test_DemoAminaNkono2026SandboxKeyDla1';
export const DEMO_SANDBOX_API_KEY_NAME = 'Docs Try It (demo sandbox key)';
export const DEMO_SANDBOX_API_KEY_SCOPES = [
  'accounts:read',
  'accounts:write',
  'transactions:read',
  'payments:initiate',
  'mobile_money:write',
  // What `cemac listen`, `cemac trigger` and `cemac logs tail` need, so the CLI docs work on a fresh start.
  'webhooks:manage',
  'analytics:read',
] as const;
