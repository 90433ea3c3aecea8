import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import { AppError, detail, validationError } from '../../errors.ts';
import { User } from '../../models/user.ts';
import { IDENTITY_MESSAGES as M } from './messages.ts';
import { checkRegistration, type RegistrationInput, type ValidRegistration } from './registration-rules.ts';
import { hashSecret } from './secret-hashing.ts';
import type { SessionUser } from './sessions.ts';

function duplicateError(contact: ValidRegistration['contact']): AppError {
  const [path, message] = contact.kind === 'email' ? ['email', M.emailTaken] : ['phone', M.phoneTaken];
  return new AppError('conflict', message, { details: [detail(path, message)] });
}

async function contactTaken(db: Knex, contact: ValidRegistration['contact']): Promise<boolean> {
  const query = db('users').first('id');
  const row =
    contact.kind === 'email'
      ? await query.whereRaw('lower(email) = ?', [contact.email])
      : await query.where({ phone: contact.phone });
  return Boolean(row);
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  };
}

/**
 * Creates a customer (never staff: the role is not the caller's to choose). Password, PIN
 * and secret word are stored only as argon2id hashes. A taken e-mail or phone is a 409
 * naming that field and nothing more. The account type the form offers is not part of the
 * registration payload (spec 000 §3), so it is left for the customer to set later.
 */
export async function registerCustomer(db: Knex, input: RegistrationInput): Promise<SessionUser> {
  const checked = checkRegistration(input);
  if (!checked.ok) throw validationError(checked.details);
  const registration = checked.value;
  // Checked first so a taken address costs no hashing; the unique index settles races.
  if (await contactTaken(db, registration.contact)) throw duplicateError(registration.contact);

  const [passwordHash, pinHash, secretWordHash] = await Promise.all([
    hashSecret(registration.password),
    hashSecret(registration.pin),
    hashSecret(registration.secretWord),
  ]);
  try {
    const user = await User.query(db).insertAndFetch({
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.contact.kind === 'email' ? registration.contact.email : null,
      phone: registration.contact.kind === 'phone' ? registration.contact.phone : null,
      role: 'customer',
      passwordHash,
      pinHash,
      secretWordHash,
    });
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof UniqueViolationError) throw duplicateError(registration.contact);
    throw error;
  }
}
