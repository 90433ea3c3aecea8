/**
 * The e-mail shape every form checks before sending: the server's own rule
 * (api/services/identity/contact.ts), which checks it again. A dotted domain with a 2+ letter
 * top level, no spaces, no leading, trailing or doubled dots in the local part.
 */
export const EMAIL_FORMAT =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
