/**
 * The administrator portal (/admin, /enhanced-admin; spec 001 §2.1, §4, §5, §8 "Admin portal",
 * §9): spec texts word for word. `adminLogin.*` is the Admin Portal sign-in form, which
 * /admin-dashboard shows too; `portal.*` is the signed-in portal.
 */
export const admin = {
  'adminLogin.title': 'Admin Portal',
  'adminLogin.subtitle': 'Sign in with your platform staff account.',
  'adminLogin.email': 'Email',
  'adminLogin.emailPlaceholder': 'name@example.com',
  'adminLogin.password': 'Password',
  'adminLogin.submit': 'Sign In',
  'adminLogin.submitting': 'Signing in...',
  'adminLogin.success': 'Logged in successfully',
  'adminLogin.failed': 'Login failed',
} as const;
