import { isEmailFormat } from '../../../domain/contact.ts';
import { ROLES, type Role } from '../../../domain/enums.ts';
import { CAMEROON_MSISDN, normalizePhone } from '../../../domain/phone.ts';
import type { DashboardUser, UserInput } from './admin-dashboard-api.ts';

/** The create/edit dialog's fields (firstName, lastName, email, phone, role, isActive). */
export interface UserForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
  isActive: boolean;
}

export const EMPTY_USER_FORM: UserForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'customer',
  isActive: true,
};

export const USER_ROLES = ROLES;

export function formOf(user: DashboardUser): UserForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: user.role,
    isActive: user.isActive,
  };
}

export type UserFormProblem = 'firstName' | 'lastName' | 'email' | 'phone';

/** The checks the browser can make before sending; the server makes them all again. */
export function checkUserForm(
  form: UserForm,
): { ok: true; payload: UserInput } | { ok: false; problems: UserFormProblem[] } {
  const phone = normalizePhone(form.phone);
  const problems: UserFormProblem[] = [];
  if (!form.firstName.trim()) problems.push('firstName');
  if (!form.lastName.trim()) problems.push('lastName');
  if (!isEmailFormat(form.email.trim())) problems.push('email');
  if (phone && !CAMEROON_MSISDN.test(phone)) problems.push('phone');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      ...(phone ? { phone } : {}),
      role: form.role,
      isActive: form.isActive,
    },
  };
}
