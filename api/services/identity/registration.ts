import { IDENTITY_MESSAGES as M } from '../../../domain/messages/identity.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { SessionUser } from '../../repositories/users-repository.ts';
import { checkRegistration, type RegistrationInput, type ValidRegistration } from './registration-rules.ts';
import { hashSecret } from './secret-hashing.ts';

function duplicateError(contact: ValidRegistration['contact']): AppError {
  const [path, message] = contact.kind === 'email' ? ['email', M.emailTaken] : ['phone', M.phoneTaken];
  return new AppError('conflict', message, { details: [detail(path, message)] });
}

/**
 * Creates a customer (never staff: the role is not the caller's to choose). Password, PIN
 * and secret word are stored only as argon2id hashes. A taken e-mail or phone is a 409
 * naming that field and nothing more. The account type the form offers is not part of the
 * registration payload, so it is left for the customer to set later.
 */
export async function registerCustomer(store: Store, input: RegistrationInput): Promise<SessionUser> {
  const checked = checkRegistration(input);
  if (!checked.ok) throw validationError(checked.details);
  const registration = checked.value;
  // Checked first so a taken address costs no hashing; the unique index settles races.
  const users = store.users;
  if (await users.isContactTaken(registration.contact)) throw duplicateError(registration.contact);

  const [passwordHash, pinHash, secretWordHash] = await Promise.all([
    hashSecret(registration.password),
    hashSecret(registration.pin),
    hashSecret(registration.secretWord),
  ]);
  const created = await users.createCustomer({
    firstName: registration.firstName,
    lastName: registration.lastName,
    contact: registration.contact,
    passwordHash,
    pinHash,
    secretWordHash,
  });
  if (!created) throw duplicateError(registration.contact);
  return created;
}
